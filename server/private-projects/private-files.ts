import type { PageAccess } from "../../core/content/page-access.ts";

export type PrivateProject = PageAccess["privateProjects"][number];

/** What a request for a file of the release asks of a private project. */
export type PrivateTarget =
  | { kind: "page" | "data"; projects: [PrivateProject] }
  | { kind: "image"; projects: PrivateProject[] };

const lookups = new WeakMap<PageAccess, Map<string, PrivateTarget>>();

/**
 * Which files of the release (paths inside `client/`) belong to which private project, worked
 * out once per release. An image may be shown by more than one project.
 */
export function privateFiles(access: PageAccess): ReadonlyMap<string, PrivateTarget> {
  const known = lookups.get(access);
  if (known) return known;
  const byFile = new Map<string, PrivateTarget>();
  for (const project of access.privateProjects) {
    const page = project.path.slice(1);
    byFile.set(`${page}/index.html`, { kind: "page", projects: [project] });
    byFile.set(`${page}.data`, { kind: "data", projects: [project] });
    for (const name of project.images) {
      const file = `img/${name}`;
      const shared = byFile.get(file);
      if (shared?.kind === "image") shared.projects.push(project);
      else byFile.set(file, { kind: "image", projects: [project] });
    }
  }
  lookups.set(access, byFile);
  return byFile;
}
