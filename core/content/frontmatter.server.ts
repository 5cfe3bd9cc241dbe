import { parse } from "yaml";

export interface FrontmatterDocument {
  data: unknown;
  body: string;
}

const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** A text file's frontmatter as written (without its '---' lines) and its body as written. */
export interface FrontmatterText {
  yaml: string;
  body: string;
}

/** Splits a text file at its frontmatter, keeping both parts exactly as they are. */
export function splitFrontmatter(text: string): FrontmatterText {
  const match = frontmatterPattern.exec(text);
  if (!match) throw new Error("must start with a frontmatter block between two '---' lines");
  return { yaml: match[1] ?? "", body: match[2] ?? "" };
}

/** Splits a text file into its YAML frontmatter and its body. */
export function parseFrontmatter(text: string): FrontmatterDocument {
  const { yaml, body } = splitFrontmatter(text);
  return { data: parse(yaml), body: body.trim() };
}
