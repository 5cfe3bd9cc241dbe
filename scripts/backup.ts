/**
 * `npm run backup [-- FILE]`: a consistent copy of the message database (SQLite's online backup),
 * also while the server runs. Reads DATA_DIR like the server.
 */
import { runBackupCommand } from "../server/cli/backup-commands.ts";
import { parseEnv } from "../server/env.ts";
import { requireNode24 } from "../server/require-node.ts";

requireNode24();
let dataDir: string;
try {
  dataDir = parseEnv(process.env).DATA_DIR;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
process.exitCode = await runBackupCommand(process.argv.slice(2), {
  dataDir,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
