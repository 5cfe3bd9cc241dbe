import { join } from "node:path";
import { ContentError } from "../../core/content/content-error.server.ts";
import { loadProjects, projectFileName } from "../../core/content/projects.server.ts";
import { passwordNeeded } from "../../server/private-projects/password-needed.ts";
import { PrivatePasswords } from "../../server/private-projects/private-passwords.ts";

/**
 * Stops the build at a private project nobody could open: one without a password in the data
 * folder of the server it is built for (DATA_DIR). The password itself never enters the
 * content or the build; only whether one is set is asked.
 */
export function requirePrivatePasswords(contentDir: string, dataDir: string): void {
  const privateIds = loadProjects(contentDir)
    .filter((project) => project.visibility === "private")
    .map((project) => project.id);
  if (privateIds.length === 0) return;
  const withPassword = PrivatePasswords.projectsWithPassword(dataDir);
  const missing = privateIds.find((id) => !withPassword.has(id));
  if (missing === undefined) return;
  const { field, message } = passwordNeeded(missing, dataDir);
  throw new ContentError(join(contentDir, "projects", missing, projectFileName), [
    `${field}: ${message}`,
  ]);
}
