import { readFileSync } from "node:fs";
import type { z } from "zod";
import { ContentError } from "./content-error.server.ts";
import { parseFrontmatter } from "./frontmatter.server.ts";

/** Reads a text file with YAML frontmatter and validates the frontmatter against `schema`. */
export function readFrontmatter<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
): { data: z.output<Schema>; body: string } {
  let document: ReturnType<typeof parseFrontmatter>;
  try {
    document = parseFrontmatter(readFileSync(file, "utf8"));
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
    const missing = error instanceof Error && "code" in error && error.code === "ENOENT";
    throw new ContentError(file, [missing ? "the file is missing" : reason]);
  }
  const result = schema.safeParse(document.data);
  if (!result.success) throw ContentError.fromZod(file, result.error);
  return { data: result.data, body: document.body };
}
