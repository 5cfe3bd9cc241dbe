import { readFileSync } from "node:fs";
import { join } from "node:path";
import { contentDir } from "../content/content-dir.server.ts";
import { ContentError } from "../content/content-error.server.ts";
import { parseFrontmatter } from "../content/frontmatter.server.ts";
import { type AboutPage, aboutFrontmatterSchema } from "./about-schema.ts";

/** The About page's text and portrait, from `content/about.md`. */
export function loadAbout(dir: string = contentDir): AboutPage {
  const file = join(dir, "about.md");
  let document: ReturnType<typeof parseFrontmatter>;
  try {
    document = parseFrontmatter(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ContentError(file, [error instanceof Error ? error.message : String(error)]);
  }
  const result = aboutFrontmatterSchema.safeParse(document.data);
  if (!result.success) throw ContentError.fromZod(file, result.error);
  const paragraphs = document.body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s*\r?\n\s*/g, " "));
  return { ...result.data, paragraphs };
}
