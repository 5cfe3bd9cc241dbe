import { join } from "node:path";
import { isPlaceholderPath } from "../images/placeholder-path.ts";
import { type AboutPage, aboutFrontmatterSchema } from "./about-schema.ts";
import { contentDir } from "./content-dir.server.ts";
import { ContentError } from "./content-error.server.ts";
import { missingFileProblem } from "./content-file.server.ts";
import { readFrontmatter } from "./read-frontmatter.server.ts";

/** Why the portrait (a path inside the content folder `dir`) cannot be shown, if it cannot. */
export function portraitProblem(dir: string, portrait: string): string | undefined {
  return isPlaceholderPath(portrait) ? undefined : missingFileProblem(dir, portrait);
}

/** The About page's text and portrait, from `content/about.md`. */
export function loadAbout(dir: string = contentDir): AboutPage {
  const file = join(dir, "about.md");
  const { data, body } = readFrontmatter(file, aboutFrontmatterSchema);
  const problem = portraitProblem(dir, data.portrait);
  if (problem) throw new ContentError(file, [`portrait: ${problem}`]);
  const paragraphs = body.split(/\r?\n\s*\r?\n/).map((p) => p.replace(/\s*\r?\n\s*/g, " "));
  return { ...data, paragraphs };
}
