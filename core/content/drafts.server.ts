import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { ContentError } from "./content-error.server.ts";
import { parseFrontmatter } from "./frontmatter.server.ts";
import { draftSchema } from "./project-schema.ts";
import { projectFileName, projectFolders, projectRefusal } from "./projects.server.ts";

// Only the `draft:` field: a draft is known as one before the rest of it is complete.
const draftField = z.object({ draft: draftSchema });

/**
 * Whether the project.md at `file` is marked `draft: true`. A file that cannot be read is not
 * taken for a draft (the build reports it as it is); a `draft:` that is neither true nor false
 * stops with the file and what to write.
 */
function isDraftFile(file: string): boolean {
  let data: unknown;
  try {
    data = parseFrontmatter(readFileSync(file, "utf8")).data;
  } catch {
    return false;
  }
  if (typeof data !== "object" || data === null) return false;
  const result = draftField.safeParse(data);
  if (!result.success) throw ContentError.fromZod(file, result.error);
  return result.data.draft === true;
}

/** The folder names of the content folder `dir`'s projects marked as drafts. */
export function draftProjectIds(dir: string): string[] {
  const projectsDir = join(dir, "projects");
  return projectFolders(projectsDir).filter((id) =>
    isDraftFile(join(projectsDir, id, projectFileName)),
  );
}

/** A content folder's drafts, by what a build does with them. */
export interface DraftsInBuild {
  /** Drafts the build shows (a preview's), each complete enough for the build to take. */
  shown: string[];
  /** Drafts left out: all of them for a publish; for a preview, those still incomplete. */
  leftOut: { id: string; reason: string }[];
}

/**
 * Which drafts of the content folder `dir` a build takes. A publish leaves every draft out, so
 * what they still lack never stops it; a preview shows the drafts the build would take, and
 * leaves out the others with the reason, rather than failing for them.
 */
export function draftsInBuild(dir: string, showDrafts: boolean): DraftsInBuild {
  const drafts: DraftsInBuild = { shown: [], leftOut: [] };
  for (const id of draftProjectIds(dir)) {
    const refusal = showDrafts ? projectRefusal(dir, id) : "a draft is not published";
    if (refusal === undefined) drafts.shown.push(id);
    else drafts.leftOut.push({ id, reason: refusal });
  }
  return drafts;
}
