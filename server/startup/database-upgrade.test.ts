import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { databaseFileName } from "../storage/database.ts";
import { migrations } from "../storage/migrations.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { refuseNewerSchema, schemaVersionOf, upgradeDatabase } from "./database-upgrade.ts";
import { NewerDataError } from "./newer-data-error.ts";

/** A database as an earlier version of the site left it: `steps` migrations and one message. */
function earlierDatabase(steps: number): string {
  const dataDir = tempDir("earlier-database");
  const db = new DatabaseSync(join(dataDir, databaseFileName));
  for (const step of migrations.slice(0, steps)) db.exec(step);
  db.exec(`PRAGMA user_version = ${steps}`);
  db.prepare(
    "INSERT INTO messages (id, received_at, name, email, subject, message, status) VALUES (?, ?, ?, ?, ?, ?, ?)",
  ).run("m1", 1_700_000_000_000, "Ada", "ada@example.com", "Prints", "Hello", "pending");
  db.close();
  return dataDir;
}

function messageIds(file: string): string[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db
      .prepare("SELECT id FROM messages")
      .all()
      .map((row) => String(row.id));
  } finally {
    db.close();
  }
}

describe("the message database at start-up", () => {
  it("is made on a fresh data folder, with nothing to back up", async () => {
    const dataDir = tempDir("fresh-database");
    expect(await upgradeDatabase(dataDir)).toEqual({ from: undefined, to: migrations.length });
    expect(schemaVersionOf(dataDir)).toBe(migrations.length);
    expect(existsSync(join(dataDir, "backups"))).toBe(false);
  });

  it("keeps every message through a schema upgrade, and a copy of the database as it was", async () => {
    const dataDir = earlierDatabase(2);
    const upgrade = await upgradeDatabase(dataDir, new Date("2026-11-28T10:47:48Z"));
    expect(upgrade).toEqual({
      from: 2,
      to: migrations.length,
      backup: join(dataDir, "backups", `before-schema-${migrations.length}-20261128-104748.sqlite`),
    });
    expect(messageIds(join(dataDir, databaseFileName))).toEqual(["m1"]);
    expect(messageIds(upgrade.backup ?? "")).toEqual(["m1"]);
    expect(schemaVersionOf(dataDir)).toBe(migrations.length);
  });

  it("changes nothing on a database that is up to date", async () => {
    const dataDir = earlierDatabase(migrations.length);
    expect(await upgradeDatabase(dataDir)).toEqual({
      from: migrations.length,
      to: migrations.length,
    });
    expect(existsSync(join(dataDir, "backups"))).toBe(false);
  });

  it("refuses a database a newer version left, changing nothing", async () => {
    const newer = migrations.length + 1;
    const dataDir = earlierDatabase(migrations.length);
    const db = new DatabaseSync(join(dataDir, databaseFileName));
    db.exec(`PRAGMA user_version = ${newer}`);
    db.close();
    const before = readdirSync(dataDir);
    expect(() => refuseNewerSchema(dataDir)).toThrow(NewerDataError);
    await expect(upgradeDatabase(dataDir)).rejects.toThrow(
      `has schema version ${newer}, written by a newer version of the site; this version knows versions up to ${migrations.length}. Nothing was changed`,
    );
    expect(schemaVersionOf(dataDir)).toBe(newer);
    expect(readdirSync(dataDir)).toEqual(before);
  });
});
