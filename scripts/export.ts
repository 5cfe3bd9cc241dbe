/**
 * `npm run export [-- FILE]`: everything of the site in one .zip (the content and its original
 * pictures, the messages, the publish history, a static copy of the site), also while the
 * server runs. Reads CONTENT_DIR, DATA_DIR and BUILD_DIR like the server.
 */
import { runExportCommand, terminalExportIo } from "../server/cli/export-commands.ts";
import { readProcessSettings } from "../server/process-settings.ts";

const io = terminalExportIo(readProcessSettings());
process.exitCode = await runExportCommand(process.argv.slice(2), io);
