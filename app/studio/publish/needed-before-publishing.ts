import {
  everyProject,
  type FieldProblem,
  type ProjectList,
  type ProjectSummary,
} from "../../../core/studio/content-api.ts";

/** What each project still needs before the build takes it, by project id; none left out. */
export type NeededByProject = Record<string, FieldProblem[]>;

/**
 * The things to do before publishing, from the Studio's list of projects. A draft's are not
 * among them: a publish leaves the draft out, so they hold nothing up.
 */
export function neededByProject(list: ProjectList): NeededByProject {
  return Object.fromEntries(
    everyProject(list)
      .filter((project) => !project.draft && project.needed.length > 0)
      .map((p) => [p.id, p.needed]),
  );
}

/** The drafts a publish leaves out, in the list's order, each with what it still needs. */
export function draftsOf(list: ProjectList): ProjectSummary[] {
  return everyProject(list).filter((project) => project.draft);
}
