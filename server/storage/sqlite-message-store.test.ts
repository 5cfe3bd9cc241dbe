import { execFile, spawn } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import type { NewMessage } from "../../core/messages/stored-message.ts";
import { testLimits } from "../../tests/setup/test-limits.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { databaseFileName, openDatabase } from "./database.ts";
import { migrations } from "./migrations.ts";
import { SqliteMessageStore } from "./sqlite-message-store.ts";

const day = 24 * 3600_000;
const run = promisify(execFile);

function message(overrides: Partial<NewMessage> = {}): NewMessage {
  return {
    name: "Ada",
    email: "ada@example.com",
    subject: "",
    message: "Hello",
    receivedAt: Date.UTC(2026, 0, 15),
    ipHash: "f".repeat(32),
    spamReason: null,
    giveUpAt: Date.UTC(2026, 0, 16),
    idempotencyKey: null,
    ...overrides,
  };
}

describe("message store", { timeout: testLimits.process }, () => {
  it("creates its database in a fresh data folder and keeps messages across restarts", async () => {
    const dir = tempDir("store");
    const first = SqliteMessageStore.open(`${dir}/nested/var`);
    const { id } = await first.accept(message(), day);
    first.close();

    const reopened = SqliteMessageStore.open(`${dir}/nested/var`);
    expect(await reopened.find(id)).toMatchObject({ id, name: "Ada", status: "pending" });
    reopened.close();
  });

  it("commits durably: WAL journal, synchronous FULL, schema at the latest version", () => {
    const db = openDatabase(tempDir("store"));
    expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    expect(db.prepare("PRAGMA synchronous").get()).toEqual({ synchronous: 2 });
    expect(db.prepare("PRAGMA user_version").get()).toEqual({ user_version: migrations.length });
    db.close();
  });

  it("is opened by several processes at once in a new data folder, each getting the latest schema", async () => {
    // The server and a command (the first `studio set-password`) can open a new folder together.
    const dir = tempDir("store");
    const opener = `import("./server/storage/database.ts").then(({ openDatabase }) => {
      const row = openDatabase(process.argv[1]).prepare("PRAGMA user_version").get();
      console.log(row.user_version);
    })`;
    const openAtOnce = Array.from({ length: 6 }, async () => {
      const { stdout } = await run(process.execPath, ["--input-type=module", "-e", opener, dir]);
      return stdout.trim();
    });
    expect(await Promise.all(openAtOnce)).toEqual(Array(6).fill(String(migrations.length)));
  });

  it("opens a new database while another process holds it mid-write, once that one is done", async () => {
    // Where two processes would wait on each other, SQLite fails the switch to WAL at once
    // instead of waiting: two openers of one new data folder can meet there.
    const dir = tempDir("store");
    const holder = `const { DatabaseSync } = require("node:sqlite");
      const db = new DatabaseSync(process.argv[1]);
      db.exec("CREATE TABLE early (x)");
      db.exec("BEGIN IMMEDIATE");
      db.exec("INSERT INTO early VALUES (1)");
      console.log("holding");
      setTimeout(() => db.exec("COMMIT"), 300);`;
    const child = spawn(process.execPath, ["-e", holder, join(dir, databaseFileName)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = new Promise((done) => child.once("close", done));
    await new Promise<void>((holding) => child.stdout.once("data", () => holding()));
    const db = openDatabase(dir);
    expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    expect(db.prepare("SELECT x FROM early").all()).toEqual([{ x: 1 }]);
    db.close();
    await exited;
  });

  it("refuses a database written by a newer version of the code", () => {
    const dir = tempDir("store");
    const db = openDatabase(dir);
    db.exec(`PRAGMA user_version = ${migrations.length + 1}`);
    db.close();
    expect(() => openDatabase(dir)).toThrow(/newer than this code knows/);
  });

  it("stores one message for concurrent submissions with the same idempotency key", async () => {
    const store = SqliteMessageStore.open(tempDir("store"));
    const results = await Promise.all(
      Array.from({ length: 5 }, () => store.accept(message({ idempotencyKey: "key-1" }), day)),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await store.list({})).toHaveLength(1);
    store.close();
  });

  it("stores every one of many submissions that arrive together", async () => {
    const store = SqliteMessageStore.open(tempDir("store"));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => store.accept(message({ name: `Visitor ${i}` }), day)),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(50);
    expect(await store.list({})).toHaveLength(50);
    store.close();
  });

  it("does not let one submission that cannot be stored fail the others arriving with it", async () => {
    const store = SqliteMessageStore.open(tempDir("store"));
    const broken = message({ name: null as unknown as string });
    const results = await Promise.allSettled([
      store.accept(message({ name: "Before" }), day),
      store.accept(broken, day),
      store.accept(message({ name: "After" }), day),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((await store.list({})).map((m) => m.name).sort()).toEqual(["After", "Before"]);
    store.close();
  });

  it("files spam without scheduling delivery", async () => {
    const store = SqliteMessageStore.open(tempDir("store"));
    const { id } = await store.accept(message({ spamReason: "honeypot" }), day);
    expect(await store.find(id)).toMatchObject({ status: "spam", nextAttemptAt: null });
    expect(await store.nextDueAt()).toBeUndefined();
    expect(await store.deliveryCounts()).toEqual({ pending: 0, failed: 0 });
    store.close();
  });

  it("finds a message by a unique prefix of its id and reports an ambiguous one", async () => {
    const store = SqliteMessageStore.open(tempDir("store"));
    const { id } = await store.accept(message(), day);
    await store.accept(message(), day);
    expect(await store.find(id.slice(0, 8))).toMatchObject({ id });
    expect(await store.find("")).toBe("ambiguous");
    expect(await store.find("%")).toBeUndefined();
    expect(await store.find("zzzz")).toBeUndefined();
    store.close();
  });

  it("keeps a setting such as the IP hash salt across restarts", () => {
    const dir = tempDir("store");
    const first = SqliteMessageStore.open(dir);
    const salt = first.setting("ip_hash_salt", () => "first-salt-value");
    first.close();
    const again = SqliteMessageStore.open(dir);
    expect(again.setting("ip_hash_salt", () => "second-salt-value")).toBe(salt);
    again.close();
  });

  it("replaces a put setting and reads nothing for one never put", () => {
    const dir = tempDir("store");
    const store = SqliteMessageStore.open(dir);
    expect(store.readSetting("server_mail_delivery")).toBeUndefined();
    store.putSetting("server_mail_delivery", "smtp://mail.example.com:587");
    store.putSetting("server_mail_delivery", ".eml files in /srv/data/outbox-eml");
    store.close();
    const again = SqliteMessageStore.open(dir);
    expect(again.readSetting("server_mail_delivery")).toBe(".eml files in /srv/data/outbox-eml");
    again.close();
  });

  it("lists newest first, filtered by status", async () => {
    const store = SqliteMessageStore.open(tempDir("store"));
    const t = Date.UTC(2026, 0, 15);
    const older = await store.accept(message({ receivedAt: t }), day);
    const newer = await store.accept(message({ receivedAt: t + 1000 }), day);
    const spam = await store.accept(message({ receivedAt: t + 2000, spamReason: "too_fast" }), day);
    expect((await store.list({})).map((m) => m.id)).toEqual([spam.id, newer.id, older.id]);
    expect((await store.list({ status: "pending", limit: 1 })).map((m) => m.id)).toEqual([
      newer.id,
    ]);
    store.close();
  });
});
