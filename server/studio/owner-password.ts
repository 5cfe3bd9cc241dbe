import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../storage/database.ts";
import { deviceCookieKeySetting } from "./device-cookie.ts";

/** The settings key that says the Studio was turned off with `npm run studio -- disable`. */
const offOnPurposeKey = "studio_off_on_purpose";

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
      this.#endSetup(false);
      this.#forgetDevices();
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
    return transaction(this.#db, () => {
      this.#forgetDevices();
      return {
        endedSessions: this.#endSessions(),
        removedPasskeys: keepPasskeys ? 0 : this.#removePasskeys(),
      };
    });
  }

  /** Turns the Studio off: the password, every passkey and every session are removed. */
  clear(): { endedSessions: number; removedPasskeys: number } {
    return transaction(this.#db, () => {
      this.#db.prepare("DELETE FROM studio_owner").run();
      this.#endSetup(true);
      this.#forgetDevices();
      // A passkey is a way in like the password: turning the Studio on again must not revive it.
      return { endedSessions: this.#endSessions(), removedPasskeys: this.#removePasskeys() };
    });
  }

  /**
   * Whether the Studio was turned off on purpose (`disable`), rather than never turned on: then
   * no setup address is made, and only the terminal turns it on again.
   */
  offOnPurpose(): boolean {
    return (
      this.#db.prepare("SELECT 1 FROM settings WHERE key = ?").get(offOnPurposeKey) !== undefined
    );
  }

  /** A password set or the Studio turned off ends any setup address of the first start. */
  #endSetup(offOnPurpose: boolean): void {
    this.#db.prepare("DELETE FROM studio_setup").run();
    if (offOnPurpose) {
      this.#db
        .prepare("INSERT INTO settings (key, value) VALUES (?, '1') ON CONFLICT (key) DO NOTHING")
        .run(offOnPurposeKey);
    } else {
      this.#db.prepare("DELETE FROM settings WHERE key = ?").run(offOnPurposeKey);
    }
  }

  /** Every browser's device cookie stops counting it as one the owner signed in with. */
  #forgetDevices(): void {
    this.#db.prepare("DELETE FROM settings WHERE key = ?").run(deviceCookieKeySetting);
  }

  #removePasskeys(): number {
    return Number(this.#db.prepare("DELETE FROM studio_passkeys").run().changes);
  }

  #endSessions(): number {
    return Number(this.#db.prepare("DELETE FROM studio_sessions").run().changes);
  }
}
