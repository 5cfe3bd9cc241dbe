import type { FieldProblem } from "../../../core/studio/content-api.ts";

/** What is said of a list's pictures, by `<file> <field>` (`03.jpg alt`). */
export interface NotesByFile {
  problems: Map<string, string>;
  needed: Map<string, string>;
}

/**
 * The problems with the pictures of a list (`images`, `slides`) keyed by file and field
 * (`03.jpg alt`) rather than by position: `items` is the list the problems were found in,
 * which the artist may have reordered since. The first problem of a field is kept.
 */
export function notesByFile(
  problems: readonly FieldProblem[],
  list: string,
  items: readonly { file: string }[],
): Map<string, string> {
  const field = new RegExp(`^${list}\\.(\\d+)\\.(\\w+)$`);
  const notes = new Map<string, string>();
  for (const problem of problems) {
    const match = field.exec(problem.field);
    const file = match ? items[Number(match[1])]?.file : undefined;
    const key = file === undefined ? undefined : `${file} ${match?.[2]}`;
    if (key && !notes.has(key)) notes.set(key, problem.message);
  }
  return notes;
}
