/** The password the container test chooses at the first start, from the setup address. */
const containerOwnerPassword = "a quiet orchard at dawn";

/** The setup address the server logged, the last one if there were several. */
export function setupAddressIn(logs: string): URL | undefined {
  const addresses = [...logs.matchAll(/Studio setup: open (\S+)/g)].map((match) => match[1]);
  const last = addresses.at(-1);
  return last ? new URL(last) : undefined;
}

function post(origin: string, path: string, body: unknown, cookie = ""): Promise<Response> {
  return fetch(`${origin}/api/studio${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookie },
    body: JSON.stringify(body),
  });
}

/**
 * Chooses the Studio's password with the setup address's code, as its page does, at the site
 * served at `origin`; returns the session cookie it gets.
 */
export async function chooseStudioPassword(origin: string, address: URL): Promise<string> {
  const token = address.hash.slice(1);
  const answer = await post(origin, "/setup", {
    token,
    password: containerOwnerPassword,
    repeat: containerOwnerPassword,
  });
  if (answer.status !== 200) {
    throw new Error(`the setup answered ${answer.status}: ${await answer.text()}`);
  }
  return answer.headers.getSetCookie()[0]?.split(";")[0] ?? "";
}

/** Whether a browser with `cookie` is signed in to the Studio at `origin`. */
export async function signedIn(origin: string, cookie: string): Promise<boolean> {
  const probe = await fetch(`${origin}/api/studio/session`, { headers: { Cookie: cookie } });
  return probe.ok && ((await probe.json()) as { signedIn?: boolean }).signedIn === true;
}

/** Signs in with the password chosen at the setup; the session cookie, or "" when refused. */
export async function signInWithPassword(origin: string): Promise<string> {
  const answer = await post(origin, "/session", { password: containerOwnerPassword });
  return answer.ok ? (answer.headers.getSetCookie()[0]?.split(";")[0] ?? "") : "";
}
