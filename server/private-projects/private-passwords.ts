import { existsSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { databaseFileName, openDatabase } from "../storage/database.ts";
import { storedSecret } from "../storage/stored-secret.ts";

/** A private project's password as stored: its hash and when it was set. */
export interface StoredPassword {
  projectId: string;
  hash: string;
  setAt: number;
}

/** The settings key of the secret that signs the cookies of private projects. */
const accessKeySetting = "private_project_cookie_key";

/**
 * The passwords of private projects, hashed, in the server's database (DATA_DIR), where the
 * server checks them and the `private` command sets them; content files never hold them.
 */
export class PrivatePasswords {
  readonly #db: DatabaseSync;

  /** Over a connection the caller opened (and closes), such as the Studio's own. */
  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  static open(dataDir: string): PrivatePasswords {
    return new PrivatePasswords(openDatabase(dataDir));
  }

  /**
   * When each project that has a password in a data folder got it, read without changing
   * anything there (the build asks, and must not create or migrate the server's database).
   */
  static setTimes(dataDir: string): Map<string, number> {
    const file = join(dataDir, databaseFileName);
    if (!existsSync(file)) return new Map();
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      const table = db
        .prepare(
          "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'private_project_passwords'",
        )
        .get();
      if (!table) return new Map();
      const rows = db.prepare("SELECT project_id, set_at FROM private_project_passwords").all();
      return new Map(rows.map((row) => [String(row.project_id), Number(row.set_at)]));
    } finally {
      db.close();
    }
  }

  /** The projects that have a password in a data folder, read as `setTimes` reads them. */
  static projectsWithPassword(dataDir: string): Set<string> {
    return new Set(PrivatePasswords.setTimes(dataDir).keys());
  }

  /** The hash of the project's password, or undefined while none is set. */
  hashOf(projectId: string): string | undefined {
    const row = this.#db
      .prepare("SELECT password_hash FROM private_project_passwords WHERE project_id = ?")
      .get(projectId);
    return typeof row?.password_hash === "string" ? row.password_hash : undefined;
  }

  /** Sets (or replaces) the project's password hash; cookies given for the old one stop working. */
  set(projectId: string, hash: string, now: number = Date.now()): void {
    this.#db
      .prepare(
        `INSERT INTO private_project_passwords (project_id, password_hash, set_at) VALUES (?, ?, ?)
         ON CONFLICT (project_id) DO UPDATE SET password_hash = excluded.password_hash, set_at = excluded.set_at`,
      )
      .run(projectId, hash, now);
  }

  /** Removes the project's password: nobody can open it until a new one is set. */
  remove(projectId: string): boolean {
    const result = this.#db
      .prepare("DELETE FROM private_project_passwords WHERE project_id = ?")
      .run(projectId);
    return Number(result.changes) > 0;
  }

  list(): StoredPassword[] {
    return this.#db
      .prepare(
        "SELECT project_id, password_hash, set_at FROM private_project_passwords ORDER BY project_id",
      )
      .all()
      .map((row) => ({
        projectId: String(row.project_id),
        hash: String(row.password_hash),
        setAt: Number(row.set_at),
      }));
  }

  /** The secret that signs access cookies: made once at random and kept in the database. */
  accessKey(): Buffer {
    return storedSecret(this.#db, accessKeySetting);
  }

  close(): void {
    this.#db.close();
  }
}
