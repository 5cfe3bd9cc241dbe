import { parse } from "yaml";

export interface FrontmatterDocument {
  data: unknown;
  body: string;
}

const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Splits a text file into its YAML frontmatter and its body. */
export function parseFrontmatter(text: string): FrontmatterDocument {
  const match = frontmatterPattern.exec(text);
  if (!match) throw new Error("must start with a frontmatter block between two '---' lines");
  return { data: parse(match[1] ?? ""), body: (match[2] ?? "").trim() };
}
