import { displayPath } from "../../app/content/content-error.server.ts";
import type { FieldProblem } from "../../app/content/field-problem.ts";

/**
 * A private project without a password in the server's data folder, in the words the build
 * stops with and the Studio shows beside the project's visibility: published, nobody could
 * open it.
 */
export function passwordNeeded(projectId: string, dataDir: string): FieldProblem {
  return {
    field: "visibility",
    message: `private, but no password is set for it in ${displayPath(dataDir)}: set one first with npm run private -- set-password ${projectId}`,
  };
}
