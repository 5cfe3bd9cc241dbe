import { readFileSync } from "node:fs";
import { parse } from "yaml";
import type { z } from "zod";
import { ContentError } from "./content-error.server.ts";

/** Reads a YAML content file and validates it, failing with the file and field at fault. */
export function readYaml<Schema extends z.ZodType>(file: string, schema: Schema): z.output<Schema> {
  let raw: unknown;
  try {
    raw = parse(readFileSync(file, "utf8"));
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new ContentError(file, [`cannot be read as YAML: ${reason}`]);
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw ContentError.fromZod(file, result.error);
  return result.data;
}
