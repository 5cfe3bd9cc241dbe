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

  /**
   * Sets (or changes) the password; every session ends, on every device, and every passkey is
   * removed unless `keepPasskeys`: a password changed because it leaked must not leave behind a
   * passkey that whoever had it added.
   */
  set(
    passwordHash: string,
    now: number,
    { keepPasskeys = false }: { keepPasskeys?: boolean } = {},
  ): { endedSessions: number; removedPasskeys: number } {
    return transaction(this.#db, () => {
      this.#db
        .prepare(
          `INSERT INTO studio_owner (id, password_hash, set_at) VALUES (1, ?, ?)
           ON CONFLICT (id) DO UPDATE SET password_hash = excluded.password_hash,
             set_at = excluded.set_at`,
        )
        .run(passwordHash, now);
      return {
        endedSessions: this.#endSessions(),
        removedPasskeys: keepPasskeys ? 0 : this.#removePasskeys(),
      };
    });
  }

  /** Signs every device out and removes every passkey unless `keepPasskeys`; the password stays. */
  signOutEverywhere({ keepPasskeys = false }: { keepPasskeys?: boolean } = {}): {
    endedSessions: number;
    removedPasskeys: number;
  } {
    return transaction(this.#db, () => ({
      endedSessions: this.#endSessions(),
      removedPasskeys: keepPasskeys ? 0 : this.#removePasskeys(),
    }));
  }

  /** Turns the Studio off: the password, every passkey and every session are removed. */
  clear(): { endedSessions: number; removedPasskeys: number } {
    return transaction(this.#db, () => {
      this.#db.prepare("DELETE FROM studio_owner").run();
      // A passkey is a way in like the password: turning the Studio on again must not revive it.
      return { endedSessions: this.#endSessions(), removedPasskeys: this.#removePasskeys() };
    });
  }

  #removePasskeys(): number {
    return Number(this.#db.prepare("DELETE FROM studio_passkeys").run().changes);
  }

  #endSessions(): number {
    return Number(this.#db.prepare("DELETE FROM studio_sessions").run().changes);
  }
}
