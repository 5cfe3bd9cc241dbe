import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { isMap, isSeq, parseDocument } from "yaml";
import { projectOfContentPath } from "../../core/content/private-slides.ts";

/**
 * Leaves out of a content copy's home.yaml the slides that show a picture of a project the
 * copy no longer holds (a draft, or a project outside its live window): their files are gone,
 * and the slideshow shows the rest until the project is on the site. Returns the files left out.
 */
export async function withoutHeldBackSlides(
  target: string,
  projects: readonly string[],
): Promise<string[]> {
  const gone = new Set(projects.map((id) => id.toLowerCase()));
  if (gone.size === 0) return [];
  const file = join(target, "home.yaml");
  const text = await readFile(file, "utf8").catch(() => undefined);
  if (text === undefined) return [];
  const doc = parseDocument(text);
  const slides = doc.get("slides", true);
  if (!isSeq(slides)) return [];
  const leftOut: string[] = [];
  slides.items = slides.items.filter((item) => {
    const path = isMap(item) ? item.get("file") : undefined;
    const project = typeof path === "string" ? projectOfContentPath(path) : undefined;
    if (project === undefined || !gone.has(project)) return true;
    leftOut.push(String(path));
    return false;
  });
  if (leftOut.length > 0) await writeFile(file, doc.toString());
  return leftOut;
}
