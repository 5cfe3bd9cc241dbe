import type { FieldProblem } from "./field-problem.ts";

/** The project a content path lies in: "projects/self/01.jpg" is in "self". */
export function projectOfContentPath(path: string): string | undefined {
  const parts = path
    .replace(/\\/g, "/")
    .replace(/^(\.\/)+/, "")
    .split("/");
  return parts[0] === "projects" && parts.length > 2 ? parts[1] : undefined;
}

/**
 * The slides that would show a picture of a private project on the home page, which everyone
 * sees: a private project's pictures are served only with its password.
 */
export function privateSlideProblems(
  slides: readonly { file: string }[],
  privateProjects: ReadonlySet<string>,
): FieldProblem[] {
  return slides.flatMap((slide, index) => {
    const project = projectOfContentPath(slide.file);
    if (project === undefined || !privateProjects.has(project)) return [];
    return [
      {
        field: `slides.${index}.file`,
        message: `is a picture of the private project ${project}, and the home page is public: choose a picture of another project, or make ${project} public first`,
      },
    ];
  });
}

/**
 * Said of a project made private while the home slideshow shows its pictures (`files`, paths
 * inside the content folder), undefined when it shows none.
 */
export function slideshowShowsPrivateProject(
  project: string,
  slides: readonly { file: string }[],
): FieldProblem | undefined {
  const shown = slides.filter((slide) => projectOfContentPath(slide.file) === project);
  if (shown.length === 0) return undefined;
  const names = shown.map((slide) => slide.file.split(/[\\/]/).at(-1)).join(", ");
  return {
    field: "visibility",
    message: `the home slideshow shows its ${shown.length === 1 ? "picture" : "pictures"} ${names}, and the home page is public: take ${shown.length === 1 ? "it" : "them"} out of the slideshow first`,
  };
}
