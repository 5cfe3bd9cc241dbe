import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { migrations } from "./migrations.ts";

export const databaseFileName = "messages.sqlite";

/** How long a statement waits for another process's lock before it fails. */
const busyTimeoutMs = 5000;

/** SQLITE_BUSY, or one of its extended codes (which keep it in their low byte). */
function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: unknown }).errcode;
  return typeof code === "number" && (code & 0xff) === 5;
}

/**
 * Turns on WAL. On a new database that another process is setting up at the same moment, the
 * switch can fail at once rather than wait, as SQLite skips the busy timeout where two
 * connections would wait on each other: it is tried again, briefly apart, for as long as the
 * busy timeout.
 */
function switchToWriteAheadLog(db: DatabaseSync): void {
  const giveUpAt = performance.now() + busyTimeoutMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      db.exec("PRAGMA journal_mode = WAL");
      return;
    } catch (error) {
      if (!isBusy(error) || performance.now() > giveUpAt) throw error;
      Atomics.wait(pause, 0, 0, 10);
    }
  }
}

/**
 * Opens (creating if needed) the message database in `dataDir` and brings its schema up to date.
 * WAL lets the messages command read while the server writes; synchronous=FULL makes every
 * commit durable before the visitor is told the message was received.
 */
export function openDatabase(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, databaseFileName));
  // The server and the commands may open or write the database at the same moment, even a new
  // one: wait instead of failing, from the first statement on.
  db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
  switchToWriteAheadLog(db);
  db.exec("PRAGMA synchronous = FULL");
  db.exec("PRAGMA foreign_keys = ON");
  migrate(db);
  return db;
}

/**
 * Applies the migrations the database lacks, one per transaction. The version is read inside
 * each transaction: another process opening the same new database may have applied a step
 * between the read and the write.
 */
function migrate(db: DatabaseSync): void {
  let upToDate = false;
  while (!upToDate) {
    upToDate = transaction(db, () => {
      const applied = Number(db.prepare("PRAGMA user_version").get()?.user_version ?? 0);
      if (applied > migrations.length) {
        throw new Error(
          `The message database has schema version ${applied}, newer than this code knows (${migrations.length}). Update the code before using this data folder.`,
        );
      }
      const step = migrations[applied];
      if (step === undefined) return true;
      db.exec(step);
      db.exec(`PRAGMA user_version = ${applied + 1}`);
      return false;
    });
  }
}

/** Runs `work` in one write transaction: all of it is committed, or none of it. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
}
