import { randomBytes } from "node:crypto";
import type { DatabaseSync, SQLOutputValue } from "node:sqlite";

/** A passkey the owner added, as the Studio keeps it. */
export interface StoredPasskey {
  /** The credential's id, base64url, as the authenticator gave it. */
  id: string;
  /** The credential's public key, COSE-encoded. */
  publicKey: Uint8Array<ArrayBuffer>;
  /** The authenticator's signature counter (0 for passkeys that never count, such as synced ones). */
  counter: number;
  /** How the browser can reach the authenticator ("internal", "hybrid", "usb" …). */
  transports: string[];
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/** The WebAuthn user handle's key in the settings table. */
const userIdKey = "studio_passkey_user_id";

function toPasskey(row: Record<string, SQLOutputValue>): StoredPasskey {
  const key = row.public_key;
  if (!(key instanceof Uint8Array)) throw new Error(`passkey ${String(row.id)} has no public key`);
  const transports: unknown = JSON.parse(String(row.transports));
  return {
    id: String(row.id),
    publicKey: new Uint8Array(key),
    counter: Number(row.counter),
    transports: Array.isArray(transports) ? transports.map(String) : [],
    name: String(row.name),
    createdAt: Number(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  };
}

/**
 * The owner's passkeys in SQLite. Only public keys are stored: a copy of the database lets no
 * one in. Passkeys outlive sessions and password changes; turning the Studio off removes them.
 */
export class PasskeyStore {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /** Every passkey, the most recently added first. */
  list(): StoredPasskey[] {
    return this.#db
      .prepare("SELECT * FROM studio_passkeys ORDER BY created_at DESC, id")
      .all()
      .map(toPasskey);
  }

  count(): number {
    const row = this.#db.prepare("SELECT count(*) AS n FROM studio_passkeys").get();
    return Number(row?.n ?? 0);
  }

  find(id: string): StoredPasskey | undefined {
    const row = this.#db.prepare("SELECT * FROM studio_passkeys WHERE id = ?").get(id);
    return row ? toPasskey(row) : undefined;
  }

  /** Stores a new passkey; false if one with this id is stored already. */
  add(passkey: Omit<StoredPasskey, "lastUsedAt">): boolean {
    const result = this.#db
      .prepare(
        `INSERT INTO studio_passkeys (id, public_key, counter, transports, name, created_at)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
      )
      .run(
        passkey.id,
        passkey.publicKey,
        passkey.counter,
        JSON.stringify(passkey.transports),
        passkey.name,
        passkey.createdAt,
      );
    return Number(result.changes) > 0;
  }

  /** Notes a sign-in with the passkey and the authenticator's new counter. */
  used(id: string, counter: number, at: number): void {
    this.#db
      .prepare("UPDATE studio_passkeys SET counter = ?, last_used_at = ? WHERE id = ?")
      .run(counter, at, id);
  }

  /** Removes a passkey; it cannot sign in from this moment. False if there was none. */
  remove(id: string): boolean {
    return Number(this.#db.prepare("DELETE FROM studio_passkeys WHERE id = ?").run(id).changes) > 0;
  }

  /**
   * The owner's WebAuthn user handle: the same for every passkey, so an authenticator keeps one
   * passkey for the Studio rather than one per registration. Random, so it says nothing.
   */
  userId(): Uint8Array<ArrayBuffer> {
    const row = this.#db.prepare("SELECT value FROM settings WHERE key = ?").get(userIdKey);
    if (typeof row?.value === "string") return new Uint8Array(Buffer.from(row.value, "base64url"));
    const id = randomBytes(32).toString("base64url");
    this.#db
      .prepare("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING")
      .run(userIdKey, id);
    return this.userId();
  }
}
