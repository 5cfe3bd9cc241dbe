/**
 * Sets the passwords of private projects (`visibility: private` in their project.md):
 *   npm run private -- list | set-password PROJECT-ID | remove-password PROJECT-ID
 * It uses the server's data folder (DATA_DIR) and build folder (BUILD_DIR); a running server
 * uses a new password from the next request.
 */

import { runPrivateCommand } from "../server/cli/private-command.ts";
import { passwordSource } from "../server/cli/read-password.ts";
import { terminalOutput } from "../server/cli/terminal-output.ts";
import { PrivatePasswords } from "../server/private-projects/private-passwords.ts";
import { readProcessSettings } from "../server/process-settings.ts";
import { ServedReleases } from "../server/releases/served-releases.ts";
import { hashPassword } from "../server/security/password-hash.ts";

const settings = readProcessSettings();

const passwords = PrivatePasswords.open(settings.DATA_DIR);
const releases = new ServedReleases(settings.BUILD_DIR);
const code = await runPrivateCommand(process.argv.slice(2), {
  passwords,
  dataDir: settings.DATA_DIR,
  servedPrivateProjects: () =>
    releases.current()?.pageAccess.privateProjects.map((project) => project.id),
  // Prompts go to standard error, so that standard output carries only the command's report.
  password: passwordSource(process.stdin, process.stderr),
  hash: (password) => hashPassword(password),
  ...terminalOutput,
});
passwords.close();
process.exitCode = code;
