/**
 * Sets the passwords of private projects (`visibility: private` in their project.md):
 *   npm run private -- list | set-password PROJECT-ID | remove-password PROJECT-ID
 * It uses the server's data folder (DATA_DIR) and build folder (BUILD_DIR); a running server
 * uses a new password from the next request.
 */

import { runPrivateCommand } from "../server/cli/private-command.ts";
import { passwordSource } from "../server/cli/read-password.ts";
import { parseEnv } from "../server/env.ts";
import { PrivatePasswords } from "../server/private-projects/private-passwords.ts";
import { ServedReleases } from "../server/releases/served-releases.ts";
import { requireNode24 } from "../server/require-node.ts";
import { hashPassword } from "../server/security/password-hash.ts";

requireNode24();

let settings: ReturnType<typeof parseEnv>;
try {
  settings = parseEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const passwords = PrivatePasswords.open(settings.DATA_DIR);
const releases = new ServedReleases(settings.BUILD_DIR);
const code = await runPrivateCommand(process.argv.slice(2), {
  passwords,
  servedPrivateProjects: () =>
    releases.current()?.pageAccess.privateProjects.map((project) => project.id),
  // Prompts go to standard error, so that standard output carries only the command's report.
  password: passwordSource(process.stdin, process.stderr),
  hash: (password) => hashPassword(password),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
passwords.close();
process.exitCode = code;
