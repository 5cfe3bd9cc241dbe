import type { BuildProblem } from "./publish-api.ts";

/**
 * Where the Studio edits what a build problem names: the project's screen, with the field the
 * build named (`images.2.alt`) to go to. Problems outside a project have no screen to point to.
 */
export function problemLink(problem: BuildProblem): string | undefined {
  if (problem.projectId === null) return undefined;
  const project = `/studio/projects/${encodeURIComponent(problem.projectId)}`;
  return problem.field === null ? project : `${project}?field=${encodeURIComponent(problem.field)}`;
}
