import { type ContentMedia, contentMedia } from "./content-images.server.ts";
import { loadProjects } from "./projects.server.ts";
import { loadSite } from "./site.server.ts";
import type { Site } from "./site-schema.ts";

export interface ContentSummary {
  site: Site;
  media: ContentMedia;
  projects: number;
}

/**
 * Reads and validates every file of a content folder through the build's loaders. A problem
 * throws a ContentError naming the file, the field and what is wrong.
 */
export function readContent(dir: string): ContentSummary {
  return { site: loadSite(dir), media: contentMedia(dir), projects: loadProjects(dir).length };
}
