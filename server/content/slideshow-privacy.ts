import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { projectFileName } from "../../app/content/projects.server.ts";
import { projectStanding } from "./project-standing.ts";

/**
 * The pictures the home slideshow shows, as content/home.yaml has them now, for the checks
 * that keep a private project's pictures off the home page. A file that cannot be read shows
 * none: its own screen reports it.
 */
export function slideshowFiles(contentDir: string): { file: string }[] {
  try {
    const data: unknown = parse(readFileSync(join(contentDir, "home.yaml"), "utf8"));
    const slides = (data as { slides?: unknown } | null)?.slides;
    if (!Array.isArray(slides)) return [];
    return slides.flatMap((slide: unknown) => {
      const file = (slide as { file?: unknown } | null)?.file;
      return typeof file === "string" ? [{ file }] : [];
    });
  } catch {
    return [];
  }
}

/** The projects whose file says `visibility: private`, by folder name. */
export function privateProjectIds(contentDir: string): Set<string> {
  const projectsDir = join(contentDir, "projects");
  const ids = new Set<string>();
  let folders: string[];
  try {
    folders = readdirSync(projectsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
      .map((entry) => entry.name);
  } catch {
    return ids;
  }
  for (const id of folders) {
    // A project that cannot be read is reported on its own screen.
    if (projectStanding(join(projectsDir, id, projectFileName))?.visibility === "private") {
      ids.add(id);
    }
  }
  return ids;
}
