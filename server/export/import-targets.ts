import { existsSync, readdirSync } from "node:fs";
import { statfs } from "node:fs/promises";
import { dirname, join } from "node:path";
import { databaseFileName } from "../storage/database.ts";
import { ImportRefused } from "./archive-entries.ts";
import { historyDir } from "./export-sources.ts";

/** Where an import puts an archive: the folders the server is started with. */
export interface ImportTargets {
  /** CONTENT_DIR: made from the archive's content/; absent or empty before. */
  contentDir: string;
  /** DATA_DIR: the messages database and history/ go there; it must have neither before. */
  dataDir: string;
}

function hasEntries(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).length > 0;
}

/**
 * Refuses targets that hold anything an import would replace: an import fills an empty site,
 * it never mixes two. A data folder counts as empty without a message database and without a
 * publish history (backups or the Studio's scratch files there are left alone).
 */
export function requireEmptyTargets(targets: ImportTargets): void {
  const full: string[] = [];
  if (hasEntries(targets.contentDir))
    full.push(`the content folder ${targets.contentDir} is not empty`);
  const database = join(targets.dataDir, databaseFileName);
  if (existsSync(database))
    full.push(`the data folder already has a message database (${database})`);
  if (hasEntries(historyDir(targets.dataDir))) {
    full.push(`the data folder already has a publish history (${historyDir(targets.dataDir)})`);
  }
  if (full.length > 0) {
    throw new ImportRefused(
      `Nothing was imported: ${full.join("; ")}. An import only fills an empty site; point CONTENT_DIR and DATA_DIR at new folders (or move these away) and run it again.`,
    );
  }
}

function existingAncestor(dir: string): string {
  let at = dir;
  while (!existsSync(at) && dirname(at) !== at) at = dirname(at);
  return at;
}

/** Refuses an import that would not fit on the disk, before a byte is written. */
export async function requireRoom(dir: string, bytes: number): Promise<void> {
  const disk = await statfs(existingAncestor(dir));
  const free = disk.bavail * disk.bsize;
  if (bytes > free) {
    const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
    throw new ImportRefused(
      `Nothing was imported: the archive needs ${mb(bytes)} in ${dir}, and the disk has ${mb(free)} free.`,
    );
  }
}
