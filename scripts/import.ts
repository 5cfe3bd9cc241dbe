/**
 * `npm run import -- FILE`: puts an export back into an empty site (CONTENT_DIR and DATA_DIR,
 * read like the server). Refuses folders that hold a site already.
 */
import { runImportCommand } from "../server/cli/export-commands.ts";
import { terminalOutput } from "../server/cli/terminal-output.ts";
import { readProcessSettings } from "../server/process-settings.ts";

const settings = readProcessSettings();
process.exitCode = await runImportCommand(process.argv.slice(2), {
  contentDir: settings.CONTENT_DIR,
  dataDir: settings.DATA_DIR,
  buildRoot: settings.BUILD_DIR,
  ...terminalOutput,
});
