/**
 * `npm run backup [-- FILE]`: a consistent copy of the message database (SQLite's online backup),
 * also while the server runs. Reads DATA_DIR like the server.
 */
import { runBackupCommand } from "../server/cli/backup-commands.ts";
import { terminalOutput } from "../server/cli/terminal-output.ts";
import { readProcessSettings } from "../server/process-settings.ts";

const dataDir = readProcessSettings().DATA_DIR;
process.exitCode = await runBackupCommand(process.argv.slice(2), {
  dataDir,
  ...terminalOutput,
});
