import { randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { transaction } from "./database.ts";

/**
 * A secret key kept in the database's settings under `name`: made once at random, the first
 * time it is asked for, and the same for every process that opens the database after that.
 */
export function storedSecret(db: DatabaseSync, name: string): Buffer {
  return transaction(db, () => {
    const row = db.prepare("SELECT value FROM settings WHERE key = ?").get(name);
    if (typeof row?.value === "string") return Buffer.from(row.value, "base64");
    const key = randomBytes(32);
    db.prepare("INSERT INTO settings (key, value) VALUES (?, ?)").run(name, key.toString("base64"));
    return key;
  });
}
