import { everyProject, type ProjectList } from "../../../core/studio/content-api.ts";
import type { BuildProblem } from "../../../core/studio/publish-api.ts";

/** The fields each project has a problem in now, as the Studio checks it, by project id. */
export type FieldsWithProblems = Record<string, string[]>;

/** From the Studio's list of projects: every field it finds a problem in, to do now or later. */
export function fieldsWithProblems(list: ProjectList): FieldsWithProblems {
  return Object.fromEntries(
    everyProject(list).map((project) => [
      project.id,
      [...project.problems, ...project.needed].map((problem) => problem.field),
    ]),
  );
}

/**
 * The problems that stopped the last publish, less those the artist has mended since: a
 * project's field the Studio now finds nothing wrong with (it checks with the build's own
 * schema). A problem it cannot check (a picture the build could not read, a file outside the
 * projects) stays until the next build says otherwise.
 */
export function problemsStillFound(
  problems: readonly BuildProblem[],
  found: FieldsWithProblems,
): BuildProblem[] {
  return problems.filter(
    ({ projectId, field }) =>
      projectId === null || field === null || (found[projectId] ?? []).includes(field),
  );
}
