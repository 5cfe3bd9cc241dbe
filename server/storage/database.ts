import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { migrations } from "./migrations.ts";

export const databaseFileName = "messages.sqlite";

/**
 * Opens (creating if needed) the message database in `dataDir` and brings its schema up to date.
 * WAL lets the messages command read while the server writes; synchronous=FULL makes every
 * commit durable before the visitor is told the message was received.
 */
export function openDatabase(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, databaseFileName));
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  db.exec("PRAGMA foreign_keys = ON");
  // The server and the messages command may write at the same moment; wait instead of failing.
  db.exec("PRAGMA busy_timeout = 5000");
  migrate(db);
  return db;
}

function migrate(db: DatabaseSync): void {
  const row = db.prepare("PRAGMA user_version").get();
  const applied = Number(row?.user_version ?? 0);
  if (applied > migrations.length) {
    throw new Error(
      `The message database has schema version ${applied}, newer than this code knows (${migrations.length}). Update the code before using this data folder.`,
    );
  }
  for (let version = applied; version < migrations.length; version++) {
    const step = migrations[version];
    if (step === undefined) break;
    transaction(db, () => {
      db.exec(step);
      db.exec(`PRAGMA user_version = ${version + 1}`);
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
