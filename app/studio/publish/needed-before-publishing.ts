import {
  everyProject,
  type FieldProblem,
  type ProjectList,
} from "../../../core/studio/content-api.ts";

/** What each project still needs before the build takes it, by project id; none left out. */
export type NeededByProject = Record<string, FieldProblem[]>;

/** The things to do before publishing, from the Studio's list of projects. */
export function neededByProject(list: ProjectList): NeededByProject {
  return Object.fromEntries(
    everyProject(list)
      .filter((project) => project.needed.length > 0)
      .map((p) => [p.id, p.needed]),
  );
}
