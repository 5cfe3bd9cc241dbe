import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import type { NewMessage } from "../../core/messages/stored-message.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { databaseFileName } from "./database.ts";
import {
  BackupError,
  backupDatabase,
  defaultBackupDir,
  isDatabaseInUse,
  removeOldBackups,
  restoreDatabase,
} from "./database-backup.ts";
import { SqliteMessageStore } from "./sqlite-message-store.ts";

const day = 24 * 3600_000;

function message(name: string): NewMessage {
  return {
    name,
    email: "ada@example.com",
    subject: "",
    message: "Hello",
    receivedAt: Date.UTC(2026, 0, 15),
    ipHash: "f".repeat(32),
    spamReason: null,
    giveUpAt: Date.UTC(2026, 0, 16),
    idempotencyKey: null,
  };
}

/** A data folder whose database holds messages from these senders; the store stays open. */
async function dataFolderWith(
  ...names: string[]
): Promise<{ dir: string; store: SqliteMessageStore }> {
  const dir = tempDir("data");
  const store = SqliteMessageStore.open(dir);
  for (const name of names) await store.accept(message(name), day);
  return { dir, store };
}

async function sendersIn(dir: string): Promise<string[]> {
  const store = SqliteMessageStore.open(dir);
  try {
    return (await store.list({})).map((m) => m.name).sort();
  } finally {
    store.close();
  }
}

describe("backing up the message database", () => {
  it("writes one self-contained, checked file while the database is open and in use", async () => {
    const { dir, store } = await dataFolderWith("Ada", "Grace");
    const file = join(tempDir("backups"), "copy.sqlite");
    const copy = await backupDatabase(dir, file);
    store.close();

    expect(copy).toMatchObject({ file, messages: 2 });
    expect(copy.bytes).toBeGreaterThan(0);
    // No -wal or -shm beside it, and nothing half-written left behind.
    expect(readdirSync(join(file, ".."))).toEqual(["copy.sqlite"]);
    const db = new DatabaseSync(file, { readOnly: true });
    expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "delete" });
    db.close();
  });

  it("never overwrites an existing file and says when there is no database", async () => {
    const { dir, store } = await dataFolderWith("Ada");
    const file = join(tempDir("backups"), "taken.sqlite");
    writeFileSync(file, "something else");
    await expect(backupDatabase(dir, file)).rejects.toThrow(/already exists/);
    store.close();
    await expect(backupDatabase(tempDir("empty"), join(tempDir("b"), "x.sqlite"))).rejects.toThrow(
      /There is no message database/,
    );
  });
});

describe("keeping backups", () => {
  it("deletes all but the newest dated backups, never a restore's copy or a file named by hand", () => {
    const folder = tempDir("backups");
    const names = [
      "messages-20261120-030000.sqlite",
      "messages-20261121-030000.sqlite",
      "messages-20261122-030000.sqlite",
      "replaced-20261101-120000.sqlite",
      "before-moving.sqlite",
    ];
    for (const name of names) writeFileSync(join(folder, name), "");
    expect(removeOldBackups(folder, 2)).toEqual([join(folder, "messages-20261120-030000.sqlite")]);
    expect(readdirSync(folder).sort()).toEqual(names.slice(1).sort());
    expect(removeOldBackups(join(folder, "missing"), 2)).toEqual([]);
  });
});

describe("restoring a backup", () => {
  it("restores every message into a fresh data folder, ready for the server", async () => {
    const { dir, store } = await dataFolderWith("Ada", "Grace", "Hedy");
    const file = join(tempDir("backups"), "copy.sqlite");
    await backupDatabase(dir, file);
    store.close();

    const fresh = join(tempDir("restore"), "var");
    const result = await restoreDatabase(file, fresh, { replace: false });
    expect(result).toEqual({
      restored: expect.objectContaining({ file: join(fresh, databaseFileName), messages: 3 }),
    });
    expect(await sendersIn(fresh)).toEqual(["Ada", "Grace", "Hedy"]);
  });

  it("refuses to replace a database that is open, even when told to replace it", async () => {
    const backup = await dataFolderWith("From the backup");
    const file = join(tempDir("backups"), "copy.sqlite");
    await backupDatabase(backup.dir, file);
    backup.store.close();
    const live = await dataFolderWith("Live");

    expect(isDatabaseInUse(join(live.dir, databaseFileName))).toBe(true);
    await expect(restoreDatabase(file, live.dir, { replace: true })).rejects.toThrow(
      /is in use: stop the server/,
    );
    expect((await live.store.list({})).map((m) => m.name)).toEqual(["Live"]);
    live.store.close();
    expect(isDatabaseInUse(join(live.dir, databaseFileName))).toBe(false);
  });

  it("replaces an existing database only when told to, keeping a copy of it first", async () => {
    const backup = await dataFolderWith("From the backup");
    const file = join(tempDir("backups"), "copy.sqlite");
    await backupDatabase(backup.dir, file);
    backup.store.close();
    const existing = await dataFolderWith("Existing 1", "Existing 2");
    existing.store.close();

    await expect(restoreDatabase(file, existing.dir, { replace: false })).rejects.toThrow(
      /already exists\. To replace it with the backup, run again with --replace/,
    );
    expect(await sendersIn(existing.dir)).toEqual(["Existing 1", "Existing 2"]);

    const now = new Date(Date.UTC(2026, 10, 23, 10, 47, 48));
    const result = await restoreDatabase(file, existing.dir, { replace: true, now });
    expect(await sendersIn(existing.dir)).toEqual(["From the backup"]);
    const kept = join(defaultBackupDir(existing.dir), "replaced-20261123-104748.sqlite");
    expect(result.replaced).toMatchObject({ file: kept, messages: 2 });
    const keptDir = tempDir("kept");
    await restoreDatabase(kept, keptDir, { replace: false });
    expect(await sendersIn(keptDir)).toEqual(["Existing 1", "Existing 2"]);
  });

  it("refuses a file that is not a message database, changing nothing", async () => {
    const notSqlite = join(tempDir("backups"), "notes.sqlite");
    writeFileSync(notSqlite, "these are not the messages");
    const otherDb = join(tempDir("backups"), "other.sqlite");
    const db = new DatabaseSync(otherDb);
    db.exec("CREATE TABLE things (id INTEGER)");
    db.close();
    const target = tempDir("restore");

    for (const file of [notSqlite, otherDb, join(target, "missing.sqlite")]) {
      const attempt = restoreDatabase(file, target, { replace: true });
      await expect(attempt).rejects.toBeInstanceOf(BackupError);
    }
    await expect(restoreDatabase(otherDb, target, { replace: true })).rejects.toThrow(
      /not a message database/,
    );
    expect(existsSync(join(target, databaseFileName))).toBe(false);
  });
});
