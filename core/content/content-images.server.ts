import type { FocalPoint } from "../images/focal-point.ts";
import type { ImageUsage } from "../images/image-usage.ts";
import { isPlaceholderPath } from "../images/placeholder-path.ts";
import type { SourceImage } from "../images/source-image.ts";
import { loadAbout } from "./about.server.ts";
import { contentDir } from "./content-dir.server.ts";
import { loadHomeSlides } from "./home.server.ts";
import { loadProjects } from "./projects.server.ts";

/** Lists show the first images of each project as previews and grid cells. */
export const previewImageCount = 3;

export interface ContentMedia {
  images: SourceImage[];
  /** Files published as they are: project videos. */
  files: string[];
}

/**
 * Validates the whole content folder and lists every image the site shows, with where it
 * shows it, and every video file. Paths are inside `content/`.
 */
export function contentMedia(dir: string = contentDir): ContentMedia {
  const usages = new Map<string, Set<ImageUsage>>();
  // A picture shown in two places with two focal points is cropped around the first named:
  // its files are made once, whichever page shows them.
  const foci = new Map<string, FocalPoint>();
  const use = (path: string, ...where: ImageUsage[]) => {
    if (isPlaceholderPath(path)) return;
    const set = usages.get(path) ?? new Set<ImageUsage>();
    for (const usage of where) set.add(usage);
    usages.set(path, set);
  };
  const files: string[] = [];

  const projects = loadProjects(dir);
  for (const project of projects) {
    project.images.forEach((image, index) => {
      if (image.focus && !foci.has(image.path)) foci.set(image.path, image.focus);
      if (index < previewImageCount) use(image.path, "preview", "cell", "tile", "full");
      else use(image.path, "cell", "full");
      // The first image stands for the project in link previews.
      if (index === 0) use(image.path, "share");
    });
    if (project.video) {
      files.push(project.video.path);
      if (project.video.poster) use(project.video.poster, "full");
    }
  }
  const privateProjects = new Set(
    projects.filter((project) => project.visibility === "private").map((project) => project.id),
  );
  loadHomeSlides(dir, privateProjects).forEach((slide, index) => {
    if (slide.focus && !foci.has(slide.path)) foci.set(slide.path, slide.focus);
    use(slide.path, "full");
    // The first slide stands for the whole site in link previews.
    if (index === 0) use(slide.path, "share");
  });
  use(loadAbout(dir).portrait, "portrait");

  return {
    images: [...usages].map(([path, set]) => {
      const focus = foci.get(path);
      return { path, usages: [...set], ...(focus ? { focus } : {}) };
    }),
    files,
  };
}
