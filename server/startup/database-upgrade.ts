import { existsSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { databaseFileName, openDatabase } from "../storage/database.ts";
import { backupDatabase, backupFileName, defaultBackupDir } from "../storage/database-backup.ts";
import { migrations } from "../storage/migrations.ts";
import { NewerDataError } from "./newer-data-error.ts";

/** The schema version of the message database in `dataDir`, read without changing it. */
export function schemaVersionOf(dataDir: string): number | undefined {
  const file = join(dataDir, databaseFileName);
  if (!existsSync(file)) return undefined;
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return Number(db.prepare("PRAGMA user_version").get()?.user_version ?? 0);
  } finally {
    db.close();
  }
}

/** Stops when a newer version of the site left the database in a schema this one does not know. */
export function refuseNewerSchema(dataDir: string): void {
  const version = schemaVersionOf(dataDir) ?? 0;
  if (version > migrations.length) {
    throw new NewerDataError(
      `The message database ${join(dataDir, databaseFileName)} has schema version ${version}, written by a newer version of the site; this version knows versions up to ${migrations.length}. Nothing was changed: run the newer version again, or restore a backup made with this one.`,
    );
  }
}

/** What bringing the database up to date did. */
export interface DatabaseUpgrade {
  /** The schema version before, or undefined for a database made now. */
  from: number | undefined;
  to: number;
  /** The copy of the database as it was, kept before its schema changed. */
  backup?: string;
}

/**
 * Brings the message database's schema up to date (creating it on a fresh data folder). An
 * existing database is first copied into `backups/` with SQLite's online backup, so a version
 * of the site that needs the old schema back finds its messages there.
 */
export async function upgradeDatabase(
  dataDir: string,
  now: Date = new Date(),
): Promise<DatabaseUpgrade> {
  refuseNewerSchema(dataDir);
  const from = schemaVersionOf(dataDir);
  const to = migrations.length;
  let backup: string | undefined;
  // A database at version 0 was opened and never given a schema: it holds nothing to keep.
  if (from !== undefined && from > 0 && from < to) {
    const file = join(defaultBackupDir(dataDir), backupFileName(now, `before-schema-${to}`));
    backup = (await backupDatabase(dataDir, file)).file;
  }
  openDatabase(dataDir).close();
  return { from, to, ...(backup ? { backup } : {}) };
}
