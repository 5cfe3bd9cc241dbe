/**
 * `npm run import -- FILE`: puts an export back into an empty site (CONTENT_DIR and DATA_DIR,
 * read like the server). Refuses folders that hold a site already.
 */
import { runImportCommand, terminalExportIo } from "../server/cli/export-commands.ts";
import { readProcessSettings } from "../server/process-settings.ts";

const io = terminalExportIo(readProcessSettings());
process.exitCode = await runImportCommand(process.argv.slice(2), io);
