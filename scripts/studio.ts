/**
 * Turns the Studio (/studio) on and off and sets its password:
 *   npm run studio -- status | set-password | sign-out-all | disable
 * It uses the server's data folder (DATA_DIR); a running server sees the change at once.
 */
import { passwordSource } from "../server/cli/read-password.ts";
import { runStudioCommand } from "../server/cli/studio-command.ts";
import { terminalOutput } from "../server/cli/terminal-output.ts";
import { readProcessSettings } from "../server/process-settings.ts";
import { openDatabase } from "../server/storage/database.ts";

const settings = readProcessSettings();

const db = openDatabase(settings.DATA_DIR);
const code = await runStudioCommand(process.argv.slice(2), {
  db,
  dataDir: settings.DATA_DIR,
  // Prompts go to standard error, so that standard output carries only the command's report.
  password: passwordSource(process.stdin, process.stderr),
  ...terminalOutput,
});
db.close();
process.exitCode = code;
