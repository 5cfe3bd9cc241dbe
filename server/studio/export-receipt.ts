import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { checkArchive, ImportRefused } from "../export/import-archive.ts";
import { pendingRestoreFile } from "../startup/pending-restore.ts";

/** The largest export the setup page takes: the artist's originals, history and site. */
export const maxExportBytes = 20 * 1024 ** 3;

export type ExportReceipt =
  | { ok: true; projects: number; messages: number }
  | { ok: false; problem: string };

/**
 * Writes an uploaded export into the data folder, as it streams in, and checks it as an import
 * would (its manifest, that it holds what the manifest lists) before it becomes the export the
 * next start restores. A refused or broken upload leaves nothing behind.
 */
export async function receiveExport(
  body: ReadableStream<Uint8Array> | null,
  dataDir: string,
): Promise<ExportReceipt> {
  if (!body) return { ok: false, problem: "No file arrived: choose the export and send it again." };
  await mkdir(dataDir, { recursive: true });
  const partial = join(dataDir, `.restore-${randomBytes(6).toString("hex")}.part`);
  try {
    await pipeline(
      Readable.fromWeb(body as WebReadableStream<Uint8Array>),
      createWriteStream(partial, { flags: "wx" }),
    );
    const manifest = await checkArchive(partial);
    await rename(partial, join(dataDir, pendingRestoreFile));
    return {
      ok: true,
      projects: manifest.content.projects.length,
      messages: manifest.messages.count,
    };
  } catch (error) {
    await rm(partial, { force: true });
    // The messages name the file by its place here, which the sender never saw.
    if (error instanceof ImportRefused) {
      return { ok: false, problem: error.message.split(partial).join("The file") };
    }
    return { ok: false, problem: "The file did not arrive completely: send it again." };
  }
}
