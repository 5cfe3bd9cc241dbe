import { existsSync, readdirSync } from "node:fs";
import { mkdir, rename } from "node:fs/promises";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { historyDir } from "../export/export-sources.ts";
import { ImportRefused, importArchive } from "../export/import-archive.ts";
import type { Logger } from "../logger.ts";
import { databaseFileName } from "../storage/database.ts";

/**
 * The export the first start's setup page received, waiting in the data folder for the next
 * start to put it in place, before the server opens anything.
 */
export const pendingRestoreFile = "restore-pending.zip";

/** The database's files: the file itself and SQLite's write-ahead log beside it. */
const databaseFiles = [databaseFileName, `${databaseFileName}-wal`, `${databaseFileName}-shm`];

/** Whether the site in these folders was never used: no Studio password, message or publish. */
function neverUsed(dataDir: string): boolean {
  const history = historyDir(dataDir);
  if (existsSync(history) && readdirSync(history).length > 0) return false;
  const file = join(dataDir, databaseFileName);
  if (!existsSync(file)) return true;
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const count = (sql: string) => Number(db.prepare(sql).get()?.n ?? 0);
    return (
      count("SELECT count(*) AS n FROM messages") === 0 &&
      count("SELECT count(*) AS n FROM studio_owner") === 0
    );
  } catch {
    return false;
  } finally {
    db.close();
  }
}

async function moveIfThere(from: string, to: string): Promise<void> {
  if (existsSync(from)) await rename(from, to);
}

/**
 * Puts back an export waiting from the setup page, onto a site that was never used: the starting
 * site and the empty database are kept aside in `before-restore-<time>/` of the data folder, the
 * export is imported in their place, and the next steps of the start upgrade and build it.
 * Refused (never used no more, or a damaged file), it is renamed `.refused`, everything stays
 * as it was, and the log says why. Returns whether a site was restored.
 */
export async function restorePending(
  folders: { dataDir: string; contentDir: string },
  logger: Logger,
  now: () => Date = () => new Date(),
): Promise<boolean> {
  const file = join(folders.dataDir, pendingRestoreFile);
  if (!existsSync(file)) return false;
  const refuse = async (reason: string) => {
    await rename(file, `${file}.refused`);
    logger.error(`The exported site was not restored: ${reason}`, { file: `${file}.refused` });
    return false;
  };
  if (!neverUsed(folders.dataDir)) {
    return refuse("this site has messages, a Studio password or published versions already");
  }
  const aside = join(
    folders.dataDir,
    `before-restore-${now().toISOString().replace(/[:.]/g, "-")}`,
  );
  await mkdir(aside, { recursive: true });
  await moveIfThere(folders.contentDir, join(aside, "content"));
  for (const name of databaseFiles) {
    await moveIfThere(join(folders.dataDir, name), join(aside, name));
  }
  try {
    const restored = await importArchive(file, folders);
    await rename(file, join(aside, pendingRestoreFile));
    logger.info("restored the exported site", {
      projects: restored.projects.length,
      messages: restored.messages,
      publishedVersions: restored.historyFiles,
      keptAside: aside,
    });
    return true;
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    await moveIfThere(join(aside, "content"), folders.contentDir);
    for (const name of databaseFiles) {
      await moveIfThere(join(aside, name), join(folders.dataDir, name));
    }
    return refuse(error.message);
  }
}
