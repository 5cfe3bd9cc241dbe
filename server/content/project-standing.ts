import { readFileSync } from "node:fs";
import { readFrontmatterFile } from "./frontmatter-file.ts";
import { projectFields } from "./project-file.ts";

/** What a project's text says about who sees it and whether the work is for sale. */
export interface ProjectStanding {
  visibility: string;
  availability: string;
  /** Marked `draft: true`: left out of a publish. */
  draft: boolean;
  /** Has a live window (`liveFrom` or `liveUntil`): a publish may hold it back. */
  scheduled?: true;
}

const visibilityWords: Record<string, string> = {
  public: "now public: in the Portfolio and its category",
  unlisted: "now unlisted: out of every list, reachable by its address",
  private: "now private: opens only with its password",
};

/** A project's standing as its text at `file` gives it; undefined when it cannot be read. */
export function projectStanding(file: string): ProjectStanding | undefined {
  try {
    const fields = projectFields(readFrontmatterFile(readFileSync(file, "utf8")));
    return {
      visibility: fields.visibility,
      availability: fields.availability,
      draft: fields.draft,
      ...(fields.liveFrom !== "" || fields.liveUntil !== "" ? { scheduled: true } : {}),
    };
  } catch {
    return undefined;
  }
}

/**
 * What changed in a project's standing, in the artist's words ("now private: opens only with
 * its password", "marked sold"): a change of who sees a project or of its sale is not a mere
 * "text changed" to the artist about to publish it.
 */
export function standingNotes(before?: ProjectStanding, after?: ProjectStanding): string[] {
  if (!before || !after) return [];
  const notes: string[] = [];
  // A draft is left out of a publish: the project goes from the site, whatever else changed.
  if (after.draft && !before.draft) return ["now a draft: taken off the site until marked ready"];
  if (before.visibility !== after.visibility) {
    notes.push(visibilityWords[after.visibility] ?? `now ${after.visibility}`);
  }
  if (before.availability !== after.availability) {
    notes.push(
      after.availability
        ? `marked ${after.availability}`
        : `no longer marked ${before.availability}`,
    );
  }
  return notes;
}
