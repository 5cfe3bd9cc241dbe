import { join } from "node:path";
import { isPlaceholderPath } from "../images/placeholder-path.ts";
import { contentDir } from "./content-dir.server.ts";
import { ContentError } from "./content-error.server.ts";
import { missingFileProblem } from "./content-file.server.ts";
import type { FieldProblem } from "./field-problem.ts";
import { type HomeSlide, homeSchema } from "./home-schema.ts";
import { privateSlideProblems } from "./private-slides.ts";
import { readYaml } from "./read-yaml.server.ts";

/** The slides whose picture is not in the content folder `dir`. */
export function slideProblems(dir: string, slides: readonly { file: string }[]): FieldProblem[] {
  return slides.flatMap((slide, index) => {
    if (isPlaceholderPath(slide.file)) return [];
    const problem = missingFileProblem(dir, slide.file);
    return problem ? [{ field: `slides.${index}.file`, message: problem }] : [];
  });
}

/**
 * The home slideshow's images, from `content/home.yaml`, each checked to exist and, given the
 * private projects (by the build's image stage, which reads every project anyway), to belong to
 * none of them.
 */
export function loadHomeSlides(
  dir: string = contentDir,
  privateProjects: ReadonlySet<string> = new Set(),
): HomeSlide[] {
  const file = join(dir, "home.yaml");
  const { slides } = readYaml(file, homeSchema);
  const problems = [
    ...slideProblems(dir, slides),
    ...privateSlideProblems(slides, privateProjects),
  ];
  if (problems.length > 0) {
    throw new ContentError(
      file,
      problems.map((problem) => `${problem.field}: ${problem.message}`),
    );
  }
  return slides.map(({ file, alt, focus }) => ({ path: file, alt, ...(focus ? { focus } : {}) }));
}
