import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../storage/database.ts";

/**
 * The one owner's password hash. Its presence is what turns the Studio on: the server asks on
 * every Studio request (one indexed row), so the studio command's changes, made from another
 * process, take effect at once without a restart.
 */
export class OwnerPassword {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /** The stored hash, or undefined while the Studio is off. */
  hash(): string | undefined {
    const row = this.#db.prepare("SELECT password_hash FROM studio_owner WHERE id = 1").get();
    return typeof row?.password_hash === "string" ? row.password_hash : undefined;
  }

  /** When the password was last set, or undefined while the Studio is off. */
  setAt(): number | undefined {
    const row = this.#db.prepare("SELECT set_at FROM studio_owner WHERE id = 1").get();
    return typeof row?.set_at === "number" ? row.set_at : undefined;
  }

  /** Sets (or changes) the password; every session ends, on every device. Passkeys stay. */
  set(passwordHash: string, now: number): { endedSessions: number } {
    return transaction(this.#db, () => {
      this.#db
        .prepare(
          `INSERT INTO studio_owner (id, password_hash, set_at) VALUES (1, ?, ?)
           ON CONFLICT (id) DO UPDATE SET password_hash = excluded.password_hash,
             set_at = excluded.set_at`,
        )
        .run(passwordHash, now);
      return { endedSessions: this.#endSessions() };
    });
  }

  /** Turns the Studio off: the password, every passkey and every session are removed. */
  clear(): { endedSessions: number; removedPasskeys: number } {
    return transaction(this.#db, () => {
      this.#db.prepare("DELETE FROM studio_owner").run();
      // A passkey is a way in like the password: turning the Studio on again must not revive it.
      const passkeys = this.#db.prepare("DELETE FROM studio_passkeys").run();
      return { endedSessions: this.#endSessions(), removedPasskeys: Number(passkeys.changes) };
    });
  }

  #endSessions(): number {
    return Number(this.#db.prepare("DELETE FROM studio_sessions").run().changes);
  }
}
