import { createReadStream, statSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { BackupFileSummary, BackupsSummary } from "../../core/studio/backups-api.ts";
import { apiError } from "../api/api-error.ts";
import { exportFileName } from "../export/archive-layout.ts";
import { exportArchive } from "../export/export-archive.ts";
import { exportSize } from "../export/export-size.ts";
import type { ExportFolders } from "../export/export-sources.ts";
import { backupTime, datedBackups, defaultBackupDir } from "../storage/database-backup.ts";
import { downloadAnswer } from "./download-answer.ts";
import type { StudioContext, StudioDeps, StudioRoute } from "./studio-route.ts";

function webStream(stream: Readable): ReadableStream<Uint8Array> {
  return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
}

/** The newest dated backup of the messages, with its file. */
function latestBackup(dataDir: string): (BackupFileSummary & { file: string }) | undefined {
  const folder = defaultBackupDir(dataDir);
  const name = datedBackups(folder)[0];
  const at = name === undefined ? undefined : backupTime(name);
  if (name === undefined || at === undefined) return undefined;
  const file = join(folder, name);
  return { name, at, bytes: statSync(file).size, file };
}

/**
 * The artist's own copies: the daily backups of the messages (the newest to download) and
 * "Download everything", the export archive, streamed as it is made.
 */
export function backupRoutes(deps: StudioDeps): StudioRoute[] {
  const folders = (): ExportFolders => ({
    contentDir: deps.content.content.contentDir,
    dataDir: deps.content.content.dataDir,
    buildRoot: deps.publisher.buildRoot,
  });

  const summary = async (c: StudioContext) => {
    const latest = latestBackup(folders().dataDir);
    const answer: BackupsSummary = {
      latest: latest ? { name: latest.name, at: latest.at, bytes: latest.bytes } : null,
      kept: datedBackups(defaultBackupDir(folders().dataDir)).length,
      exportBytes: await exportSize(folders()),
    };
    return c.json(answer);
  };

  const downloadLatest = (c: StudioContext) => {
    const latest = latestBackup(folders().dataDir);
    if (!latest) return apiError(c, 404, "not_found", "There is no backup yet.");
    return downloadAnswer(c, {
      body: webStream(createReadStream(latest.file)),
      contentType: "application/vnd.sqlite3",
      fileName: latest.name,
      bytes: latest.bytes,
    });
  };

  const downloadEverything = async (c: StudioContext) => {
    const archive = await exportArchive(folders(), deps.clock);
    const started = deps.clock();
    archive.finished.then(
      () => deps.logger.info("studio: everything downloaded", { ms: deps.clock() - started }),
      (error: unknown) =>
        deps.logger.warn("studio: a download of everything ended before its end", {
          error: String(error),
        }),
    );
    return downloadAnswer(c, {
      body: webStream(archive.stream),
      contentType: "application/zip",
      fileName: exportFileName(deps.clock()),
    });
  };

  return [
    { method: "GET", path: "/backups", access: "owner", handler: summary },
    { method: "GET", path: "/backups/latest", access: "owner", handler: downloadLatest },
    { method: "GET", path: "/export", access: "owner", handler: downloadEverything },
  ];
}
