import { createWriteStream, existsSync } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import { resolve } from "node:path";
import { pipeline } from "node:stream/promises";
import type { Settings } from "../env.ts";
import { exportFileName } from "../export/archive-layout.ts";
import { exportArchive } from "../export/export-archive.ts";
import type { ExportFolders } from "../export/export-sources.ts";
import { ImportRefused, importArchive } from "../export/import-archive.ts";
import { currentReleaseId } from "../releases/releases.ts";
import { BackupError } from "../storage/database-backup.ts";
import { inDataFolder } from "./data-folder-words.ts";
import { terminalOutput } from "./terminal-output.ts";

export interface ExportCommandIo extends ExportFolders {
  out: (text: string) => void;
  err: (text: string) => void;
  clock?: () => number;
}

/** The folders an export reads and an import fills, as the server's settings name them. */
export function terminalExportIo(settings: Settings): ExportCommandIo {
  return {
    contentDir: settings.CONTENT_DIR,
    dataDir: settings.DATA_DIR,
    buildRoot: settings.BUILD_DIR,
    ...terminalOutput,
  };
}

const exportUsage = `Usage: npm run export [-- FILE]
  Writes everything of the site into one .zip, also while the server runs: the content folder
  with the original pictures, the messages (CSV and database), the publish history, and the
  site being served as static files that need no server.
  FILE defaults to portfolio-<date>-<time>.zip in the current folder; it is never overwritten.
`;

const importUsage = `Usage: npm run import -- FILE
  Puts an export (.zip) back into an empty site: its content into CONTENT_DIR, its messages
  and publish history into DATA_DIR. Stop the server first.
`;

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

async function reportingRefusals(io: ExportCommandIo, work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError || error instanceof ImportRefused)) throw error;
    io.err(`${error.message}\n`);
    return 1;
  }
}

/** `npm run export [-- FILE]`; returns the exit code. */
export async function runExportCommand(args: string[], io: ExportCommandIo): Promise<number> {
  const clock = io.clock ?? Date.now;
  const [named, ...extra] = args;
  if (extra.length > 0 || named?.startsWith("-")) {
    io.err(exportUsage);
    return 2;
  }
  const file = resolve(named ?? exportFileName(clock()));
  if (existsSync(file)) {
    io.err(`${file} already exists; name another file.\n`);
    return 1;
  }
  return reportingRefusals(io, async () => {
    const started = performance.now();
    const archive = await exportArchive(io, clock);
    const partial = `${file}.partial`;
    try {
      await pipeline(archive.stream, createWriteStream(partial, { flags: "wx" }));
      await archive.finished;
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    const { content, messages, history, siteCopy } = archive.manifest;
    io.out(
      `Exported ${counted(content.projects.length, "project")} (${counted(content.files, "file")}, ${megabytes(content.bytes)}), ${counted(messages.count, "message")} and ${counted(history.entries, "published version")} ${inDataFolder(io.dataDir)}, and ${siteCopy ? `the site's ${counted(siteCopy.pages, "page")} as static files` : "no static copy (there is no build yet)"}, to ${file} (${megabytes((await stat(file)).size)}, ${((performance.now() - started) / 1000).toFixed(1)} s).\n`,
    );
  });
}

/** `npm run import -- FILE`; returns the exit code. */
export async function runImportCommand(args: string[], io: ExportCommandIo): Promise<number> {
  const [file, ...extra] = args;
  if (!file || extra.length > 0 || file.startsWith("-")) {
    io.err(importUsage);
    return 2;
  }
  return reportingRefusals(io, async () => {
    const result = await importArchive(resolve(file), io);
    io.out(
      `Imported ${counted(result.projects.length, "project")} (${counted(result.contentFiles, "file")}) into ${io.contentDir}, and ${counted(result.messages, "message")} and the publish history (${counted(result.manifest.history.entries, "version")}) ${inDataFolder(io.dataDir)}.\n`,
    );
    io.out(
      currentReleaseId(io.buildRoot) === undefined
        ? "Next: npm start builds the site from it and serves it.\n"
        : `Next: npm run build, to serve it instead of the build in ${io.buildRoot}.\n`,
    );
  });
}
