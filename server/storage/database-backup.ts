import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { databaseFileName } from "./database.ts";
import { migrations } from "./migrations.ts";

/** What a backup file or a message database holds. */
export interface DatabaseSummary {
  file: string;
  messages: number;
  bytes: number;
}

/** A backup or restore that was refused or failed, in terms the person running it can act on. */
export class BackupError extends Error {
  override name = "BackupError";
}

// Every page in one step: the copy is read under one snapshot of the database, which the
// server's writes (WAL) do not disturb. In smaller steps, each write by the server would make
// SQLite start the copy over.
const allPages = 2 ** 31 - 1;

function databaseFile(dataDir: string): string {
  return join(dataDir, databaseFileName);
}

/** Checks a database file from end to end; returns its number of messages. */
function checkedMessageCount(db: DatabaseSync, file: string): number {
  const check = db.prepare("PRAGMA integrity_check").all();
  const verdict = check.map((row) => String(row.integrity_check)).join("; ");
  if (verdict !== "ok") throw new BackupError(`${file} is damaged: ${verdict}`);
  const table = db
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name = 'messages'")
    .get();
  if (!table) throw new BackupError(`${file} is not a message database: it has no messages.`);
  return Number(db.prepare("SELECT count(*) AS n FROM messages").get()?.n ?? 0);
}

function schemaVersion(db: DatabaseSync): number {
  return Number(db.prepare("PRAGMA user_version").get()?.user_version ?? 0);
}

/**
 * Whether another connection (the server, or the messages command) has the database open. Every
 * open connection to a database in WAL mode holds a shared lock on it, so an exclusive lock is
 * refused at once while any of them runs.
 */
export function isDatabaseInUse(file: string): boolean {
  const db = new DatabaseSync(file);
  try {
    db.exec("PRAGMA busy_timeout = 0");
    db.exec("PRAGMA locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
    db.exec("ROLLBACK");
    return false;
  } catch (error) {
    if (/locked|busy/i.test(String(error))) return true;
    throw error;
  } finally {
    db.close();
  }
}

/** A new file name for a backup made now: `messages-20261123-104748.sqlite`. */
export function backupFileName(now: Date = new Date(), label = "messages"): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");
  return `${label}-${stamp}.sqlite`;
}

/** The folder backups go to when no file is named: `backups/` in the data folder. */
export function defaultBackupDir(dataDir: string): string {
  return join(dataDir, "backups");
}

const datedBackup = /^messages-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.sqlite$/;

/**
 * The backups named by their date in `folder` (those of `npm run backup` and of the server's
 * daily backup), newest first; copies kept by a restore and files named by hand are not.
 */
export function datedBackups(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => datedBackup.test(name))
    .sort()
    .reverse();
}

/** When a dated backup was made, from its name (UTC, to the second). */
export function backupTime(name: string): number | undefined {
  const parts = datedBackup.exec(name)?.slice(1).map(Number);
  if (!parts) return undefined;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/**
 * Deletes all but the newest `keep` backups that `npm run backup` named by their date in
 * `folder`; copies kept by a restore and files named by hand stay. Returns the deleted files.
 */
export function removeOldBackups(folder: string, keep: number): string[] {
  const old = datedBackups(folder)
    .slice(keep)
    .map((name) => join(folder, name));
  for (const file of old) rmSync(file);
  return old;
}

/**
 * Writes a consistent copy of the message database in `dataDir` to `file` with SQLite's online
 * backup, while the server keeps running and writing. The copy is one self-contained file
 * (no WAL beside it), checked from end to end before it gets its name; an existing file is
 * never overwritten.
 */
export async function backupDatabase(dataDir: string, file: string): Promise<DatabaseSummary> {
  const source = databaseFile(dataDir);
  if (!existsSync(source)) {
    throw new BackupError(`There is no message database at ${source}: check DATA_DIR.`);
  }
  if (existsSync(file)) throw new BackupError(`${file} already exists; name another file.`);
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });

  const db = new DatabaseSync(source);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    await backup(db, partial, { rate: allPages });
  } finally {
    db.close();
  }
  try {
    const copy = new DatabaseSync(partial);
    let messages: number;
    try {
      copy.exec("PRAGMA journal_mode = DELETE");
      messages = checkedMessageCount(copy, file);
    } finally {
      copy.close();
    }
    renameSync(partial, file);
    return { file, messages, bytes: statSync(file).size };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** What a restore did. */
export interface RestoreResult {
  restored: DatabaseSummary;
  /** The database the restore replaced, and where a copy of it was kept. */
  replaced?: DatabaseSummary;
}

function readBackup(file: string): { db: DatabaseSync; messages: number } {
  if (!existsSync(file)) throw new BackupError(`There is no backup file ${file}.`);
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file, { readOnly: true });
  } catch (error) {
    throw new BackupError(`${file} cannot be opened as a database: ${String(error)}`);
  }
  try {
    const version = schemaVersion(db);
    if (version > migrations.length) {
      throw new BackupError(
        `${file} was made by a newer version of the site (database schema ${version}, this one knows ${migrations.length}); update the code first.`,
      );
    }
    return { db, messages: checkedMessageCount(db, file) };
  } catch (error) {
    db.close();
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a message database: ${String(error)}`);
  }
}

/**
 * Restores a backup into the data folder `dataDir`. Refuses while any program has the
 * database there open, and refuses to replace an existing database unless `replace` is set;
 * then the database it replaces is first backed up beside the others, so nothing is lost.
 */
export async function restoreDatabase(
  file: string,
  dataDir: string,
  options: { replace: boolean; now?: Date },
): Promise<RestoreResult> {
  const target = databaseFile(dataDir);
  const { db: source, messages } = readBackup(file);
  try {
    let replaced: DatabaseSummary | undefined;
    if (existsSync(target)) {
      if (isDatabaseInUse(target)) {
        throw new BackupError(
          `${target} is in use: stop the server (and any npm run messages) first, then restore.`,
        );
      }
      if (!options.replace) {
        throw new BackupError(
          `${target} already exists. To replace it with the backup, run again with --replace (a copy of it is kept first).`,
        );
      }
      const keptAt = join(defaultBackupDir(dataDir), backupFileName(options.now, "replaced"));
      replaced = await backupDatabase(dataDir, keptAt);
    }
    mkdirSync(dataDir, { recursive: true });
    await backup(source, target, { rate: allPages });
    const restoredDb = new DatabaseSync(target);
    let restoredMessages: number;
    try {
      // As the server keeps it: readers never wait for the writer.
      restoredDb.exec("PRAGMA journal_mode = WAL");
      restoredMessages = checkedMessageCount(restoredDb, target);
    } finally {
      restoredDb.close();
    }
    if (restoredMessages !== messages) {
      throw new BackupError(
        `The restored database holds ${restoredMessages} messages, the backup ${messages}.`,
      );
    }
    return {
      restored: { file: target, messages: restoredMessages, bytes: statSync(target).size },
      ...(replaced ? { replaced } : {}),
    };
  } finally {
    source.close();
  }
}
