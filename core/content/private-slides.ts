import type { FieldProblem } from "./field-problem.ts";

/**
 * The project a content path lies in, in lower case: "projects/Self/./01.jpg" is in "self".
 * Folder names differing only in case are one folder on some disks (and one address).
 */
export function projectOfContentPath(path: string): string | undefined {
  const parts = path
    .replace(/\\/g, "/")
    .split("/")
    .filter((part) => part !== "" && part !== ".");
  const [top, project] = parts;
  return top?.toLowerCase() === "projects" && project !== undefined && parts.length > 2
    ? project.toLowerCase()
    : undefined;
}

/**
 * The slides that would show a picture of a private project on the home page, which everyone
 * sees: a private project's pictures are served only with its password.
 */
export function privateSlideProblems(
  slides: readonly { file: string }[],
  privateProjects: ReadonlySet<string>,
): FieldProblem[] {
  const hidden = new Set([...privateProjects].map((id) => id.toLowerCase()));
  return slides.flatMap((slide, index) => {
    const project = projectOfContentPath(slide.file);
    if (project === undefined || !hidden.has(project)) return [];
    return [
      {
        field: `slides.${index}.file`,
        message: `is a picture of the private project ${project}, and the home page is public: choose a picture of another project, or make ${project} public first`,
      },
    ];
  });
}

/**
 * Said of a project made private while the home slideshow shows its pictures (`slides`, each
 * a path inside the content folder), undefined when it shows none.
 */
export function slideshowShowsPrivateProject(
  project: string,
  slides: readonly { file: string }[],
): FieldProblem | undefined {
  const id = project.toLowerCase();
  const shown = slides.filter((slide) => projectOfContentPath(slide.file) === id);
  if (shown.length === 0) return undefined;
  const names = shown.map((slide) => slide.file.split(/[\\/]/).at(-1)).join(", ");
  return {
    field: "visibility",
    message: `the home slideshow shows its ${shown.length === 1 ? "picture" : "pictures"} ${names}, and the home page is public: take ${shown.length === 1 ? "it" : "them"} out of the slideshow first`,
  };
}
