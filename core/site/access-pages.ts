/** The states of a private project's password form, each prerendered as a page of its own. */
export type AccessState = "form" | "refused" | "wait";

/**
 * Where the project route prerenders each state of the form. Their names cannot be slugs, so
 * they never meet a real project; the server answers a private project's address with them.
 */
export const accessPagePaths: Readonly<Record<AccessState, string>> = {
  form: "/project/_private",
  refused: "/project/_private-refused",
  wait: "/project/_private-wait",
};

/** The state a prerendered stand-in page shows, or undefined for any other project id. */
export function accessStateOf(projectId: string): AccessState | undefined {
  const path = `/project/${projectId}`;
  const states = Object.keys(accessPagePaths) as AccessState[];
  return states.find((state) => accessPagePaths[state] === path);
}

/** Each state's page title: after a refused try, the page's first words say why. */
export const accessPageTitles: Readonly<Record<AccessState, string>> = {
  form: "Private project",
  refused: "Wrong password: Private project",
  wait: "Too many tries: Private project",
};
