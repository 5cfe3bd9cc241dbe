import { readFileSync } from "node:fs";
import { parseFrontmatter } from "../../app/content/frontmatter.server.ts";

/** What a project's text says about who sees it and whether the work is for sale. */
export interface ProjectStanding {
  visibility: string;
  availability: string;
}

const visibilityWords: Record<string, string> = {
  public: "now public: in the Portfolio and its category",
  unlisted: "now unlisted: out of every list, reachable by its address",
  private: "now private: opens only with its password",
};

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** A project's standing as its text at `file` gives it; undefined when it cannot be read. */
export function projectStanding(file: string): ProjectStanding | undefined {
  try {
    const { data } = parseFrontmatter(readFileSync(file, "utf8"));
    const fields = (data ?? {}) as Record<string, unknown>;
    return {
      visibility: text(fields.visibility) || "public",
      availability: text(fields.availability),
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
