import { readFileSync } from "node:fs";
import { YAMLError } from "yaml";
import type { z } from "zod";
import { ContentError } from "./content-error.server.ts";
import { parseFrontmatter } from "./frontmatter.server.ts";

/** Why a text file with frontmatter cannot be read, as the build says it. */
export function unreadable(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if ("code" in error && error.code === "ENOENT") return "the file is missing";
  const reason = error.message.split("\n")[0] ?? "";
  if (!(error instanceof YAMLError)) return reason;
  // The parser counts lines from the start of the frontmatter, below the opening '---'.
  const inFile = reason.replace(
    / at line (\d+), column (\d+):?$/,
    (_, line: string, column: string) => ` (line ${Number(line) + 1}, column ${column})`,
  );
  return `the frontmatter is not valid YAML: ${inFile}`;
}

/** Reads a text file with YAML frontmatter and validates the frontmatter against `schema`. */
export function readFrontmatter<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
): { data: z.output<Schema>; body: string } {
  let document: ReturnType<typeof parseFrontmatter>;
  try {
    document = parseFrontmatter(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ContentError(file, [unreadable(error)]);
  }
  const result = schema.safeParse(document.data);
  if (!result.success) throw ContentError.fromZod(file, result.error);
  return { data: result.data, body: document.body };
}
