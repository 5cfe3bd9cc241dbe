/**
 * `npm run publish -- list | rollback [id]`: the site's builds and the switch between them.
 * A switch takes effect on the server's next request, without a restart.
 */
import { terminalOutput } from "../server/cli/terminal-output.ts";
import { buildDirFromEnv } from "../server/releases/build-dir.ts";
import { runPublishCommand } from "../server/releases/publish-command.ts";
import { requireNode24 } from "../server/require-node.ts";

requireNode24();
process.exitCode = runPublishCommand(process.argv.slice(2), {
  buildRoot: buildDirFromEnv(),
  ...terminalOutput,
});
