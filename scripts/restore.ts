/**
 * `npm run restore -- FILE [--replace]`: puts a backup of the message database back into the
 * data folder (DATA_DIR, read like the server). Refuses while the database is in use.
 */
import { runRestoreCommand } from "../server/cli/backup-commands.ts";
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
process.exitCode = await runRestoreCommand(process.argv.slice(2), {
  dataDir,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
