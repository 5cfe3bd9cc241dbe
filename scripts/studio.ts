/**
 * Turns the Studio (/studio) on and off and sets its password:
 *   npm run studio -- status | set-password | sign-out-all | disable
 * It uses the server's data folder (DATA_DIR); a running server sees the change at once.
 */
import { passwordSource } from "../server/cli/read-password.ts";
import { runStudioCommand } from "../server/cli/studio-command.ts";
import { parseEnv } from "../server/env.ts";
import { requireNode24 } from "../server/require-node.ts";
import { openDatabase } from "../server/storage/database.ts";

requireNode24();

let settings: ReturnType<typeof parseEnv>;
try {
  settings = parseEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const db = openDatabase(settings.DATA_DIR);
const code = await runStudioCommand(process.argv.slice(2), {
  db,
  // Prompts go to standard error, so that standard output carries only the command's report.
  password: passwordSource(process.stdin, process.stderr),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
db.close();
process.exitCode = code;
