import { join } from "node:path";
import { isPlaceholderPath } from "../images/placeholder-path.ts";
import { contentDir } from "./content-dir.server.ts";
import { ContentError } from "./content-error.server.ts";
import { missingFileProblem } from "./content-file.server.ts";
import { type HomeSlide, homeSchema } from "./home-schema.ts";
import { readYaml } from "./read-yaml.server.ts";

/** The home slideshow's images, from `content/home.yaml`, each checked to exist. */
export function loadHomeSlides(dir: string = contentDir): HomeSlide[] {
  const file = join(dir, "home.yaml");
  const { slides } = readYaml(file, homeSchema);
  const problems = slides.flatMap((slide, index) => {
    if (isPlaceholderPath(slide.file)) return [];
    const problem = missingFileProblem(dir, slide.file);
    return problem ? [`slides.${index}.file: ${problem}`] : [];
  });
  if (problems.length > 0) throw new ContentError(file, problems);
  return slides.map((slide) => ({ path: slide.file, alt: slide.alt }));
}
