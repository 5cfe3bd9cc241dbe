import { join } from "node:path";
import type { ContentChange } from "../../core/studio/publish-api.ts";
import { projectStanding } from "../content/project-standing.ts";
import { projectTextPath } from "./project-title.ts";

/**
 * Leaves out the changes that are drafts the other side never had: a new project still a
 * draft in `contentDir` is neither waiting to be published nor undone by going back. A project
 * the other side has, made a draft since, stays a change.
 */
export function withoutNewDrafts(contentDir: string, changes: ContentChange[]): ContentChange[] {
  return changes.filter(
    ({ kind, projectId }) =>
      kind !== "added" ||
      projectId === null ||
      projectStanding(join(contentDir, projectTextPath(projectId)))?.draft !== true,
  );
}

/**
 * The folders (`projects/<id>/`) of the drafts in `contentDir` whose project a kept version
 * does not have, given the version's files by path: going back to it leaves them as they are.
 * So are the projects with a live window: a version keeps only what its build showed, not
 * what it held back until its moment.
 */
export function draftFoldersKept(
  contentDir: string,
  present: Iterable<string>,
  version: Readonly<Record<string, unknown>>,
): Set<string> {
  const folders = new Set<string>();
  for (const path of present) {
    const [top, id, file] = path.split("/");
    if (top !== "projects" || id === undefined || file === undefined) continue;
    if (version[projectTextPath(id)] !== undefined) continue;
    const standing = projectStanding(join(contentDir, projectTextPath(id)));
    if (standing?.draft === true || standing?.scheduled === true) {
      folders.add(`projects/${id}/`);
    }
  }
  return folders;
}
