import type { BuildProblem } from "../../../core/studio/publish-api.ts";

/**
 * Where the Studio edits what a build problem names: the project's screen, with the field the
 * build named (`images.2.alt`) to go to. Problems outside a project have no screen to point to.
 */
export function problemLink(problem: BuildProblem): string | undefined {
  return problem.projectId === null
    ? undefined
    : projectFieldLink(problem.projectId, problem.field);
}

/** A project's screen in the Studio, opened at one of its fields (`images.2.alt`) if given. */
export function projectFieldLink(projectId: string, field: string | null): string {
  const project = `/studio/projects/${encodeURIComponent(projectId)}`;
  return field === null ? project : `${project}?field=${encodeURIComponent(field)}`;
}
