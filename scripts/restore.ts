/**
 * `npm run restore -- FILE [--replace]`: puts a backup of the message database back into the
 * data folder (DATA_DIR, read like the server). Refuses while the database is in use.
 */
import { runRestoreCommand } from "../server/cli/backup-commands.ts";
import { terminalOutput } from "../server/cli/terminal-output.ts";
import { readProcessSettings } from "../server/process-settings.ts";

const dataDir = readProcessSettings().DATA_DIR;
process.exitCode = await runRestoreCommand(process.argv.slice(2), {
  dataDir,
  ...terminalOutput,
});
