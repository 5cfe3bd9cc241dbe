import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isSeq } from "yaml";
import { projectFileName } from "../../core/content/projects.server.ts";
import type { SlideFields } from "../../core/studio/content-api.ts";
import { projectStanding } from "./project-standing.ts";
import { readEditableYaml, type YamlFile } from "./yaml-file.ts";

/** The slides of content/home.yaml as the file has them, a field of the wrong kind empty. */
export function slidesOf(file: YamlFile): SlideFields[] {
  const slides = file.doc.get("slides");
  const data = isSeq(slides) ? slides.toJSON() : [];
  return (Array.isArray(data) ? data : []).map((slide: unknown) => {
    const fields = (typeof slide === "object" && slide !== null ? slide : {}) as Record<
      string,
      unknown
    >;
    const text = (value: unknown) => (typeof value === "string" ? value : "");
    // A focus written as a bare number stays, for the schema to say what it should be.
    const focus = typeof fields.focus === "number" ? String(fields.focus) : text(fields.focus);
    return { file: text(fields.file), alt: text(fields.alt), focus };
  });
}

/**
 * The pictures the home slideshow shows, as content/home.yaml has them now, for the checks
 * that keep a private project's pictures off the home page. A file that cannot be read shows
 * none: its own screen reports it.
 */
export function slideshowFiles(contentDir: string): SlideFields[] {
  const file = join(contentDir, "home.yaml");
  try {
    return slidesOf(readEditableYaml(readFileSync(file, "utf8"), file));
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
