import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import type { ContentChange } from "../../core/studio/publish-api.ts";
import { projectStanding, standingNotes } from "../content/project-standing.ts";
import { compareFolders, differs } from "../files/content-diff.ts";
import type { FileHashes } from "../files/file-hashes.ts";
import { releaseFiles } from "../releases/release-files.ts";
import { describeChanges } from "./content-changes.ts";
import { withoutNewDrafts } from "./drafts-kept.ts";
import { projectTextPath, projectTitle } from "./project-title.ts";

/**
 * What differs between the content folder and `served`, the content of the build being served
 * (none before the first build), that a publish would put on the site: a project is named by
 * its title in the folder, or in the build where it was removed since. A new project still a
 * draft is not one of them; a published one made a draft again is, as it leaves the site.
 */
export async function unpublishedChanges(
  contentDir: string,
  served: string | undefined,
  hashes: FileHashes,
): Promise<ContentChange[]> {
  const diff = await compareFolders(contentDir, served, hashes);
  const textIn = (dir: string | undefined, projectId: string) =>
    dir === undefined ? undefined : join(dir, projectTextPath(projectId));
  const changes = describeChanges(
    diff,
    (projectId) => {
      const servedText = textIn(served, projectId);
      return (
        projectTitle(join(contentDir, projectTextPath(projectId))) ??
        (servedText === undefined ? undefined : projectTitle(servedText))
      );
    },
    (projectId) => {
      const servedText = textIn(served, projectId);
      return standingNotes(
        servedText === undefined ? undefined : projectStanding(servedText),
        projectStanding(join(contentDir, projectTextPath(projectId))),
      );
    },
  );
  const heldBack = served === undefined ? undefined : join(dirname(served), releaseFiles.heldBack);
  return withoutHeldBack(contentDir, heldBack, withoutNewDrafts(contentDir, changes), hashes);
}

/**
 * Leaves out the new projects that were published as they are and held back by their live
 * window (the served release keeps them aside): they wait for their moment, not for a publish.
 */
async function withoutHeldBack(
  contentDir: string,
  heldBack: string | undefined,
  changes: ContentChange[],
  hashes: FileHashes,
): Promise<ContentChange[]> {
  if (heldBack === undefined || !existsSync(heldBack)) return changes;
  const kept: ContentChange[] = [];
  for (const change of changes) {
    const { kind, projectId } = change;
    const folder = [`projects/${projectId}`];
    const waiting =
      kind === "added" &&
      projectId !== null &&
      existsSync(join(heldBack, folder[0] ?? "")) &&
      !differs(await compareFolders(contentDir, heldBack, hashes, folder));
    if (!waiting) kept.push(change);
  }
  return kept;
}
