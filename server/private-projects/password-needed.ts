import { displayPath } from "../../core/content/content-error.server.ts";
import type { FieldProblem } from "../../core/content/field-problem.ts";

/**
 * The field a missing password is reported on. It is no field of project.md: it names the
 * Studio's field where the password is set, so that a failed publish's link to the problem
 * (`?field=password`) opens the project with that field focused.
 */
const passwordField = "password";

/**
 * A private project without a password in the server's data folder, in the words the build
 * stops with: published, nobody could open it.
 */
export function passwordNeeded(projectId: string, dataDir: string): FieldProblem {
  return {
    field: passwordField,
    message: `private, but no password for its visitors is set in ${displayPath(dataDir)}, so nobody could open it: set one in the Studio, on the project's page, or with npm run private -- set-password ${projectId} (it is kept on the server, never in project.md)`,
  };
}

/** The same, as the Studio's project screen says it beside the field where it is set. */
export function passwordNeededInStudio(): FieldProblem {
  return {
    field: passwordField,
    message: "a password for its visitors, since nobody can open a private project without one",
  };
}
