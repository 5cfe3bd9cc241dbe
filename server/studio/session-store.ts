import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type { DatabaseSync, SQLOutputValue } from "node:sqlite";

/** A session lasts this long from sign-in, then the owner signs in again. */
export const sessionLifetimeMs = 30 * 24 * 3600_000;

/**
 * A session left unused this long ends before its lifetime: a forgotten browser (a shared
 * computer, a phone in a drawer) does not stay signed in for a month.
 */
const sessionIdleLimitMs = 14 * 24 * 3600_000;

/** How stale the "last used" time may get before a request writes it again. */
const lastUsedPrecisionMs = 60_000;

/** What a request knows about the signed-in device. */
export interface Session {
  /** The session's public id (shown in the devices list), never its secret token. */
  id: string;
  csrfToken: string;
  device: string;
  /** The passkey the session was opened with; null when it was the password. */
  passkeyId: string | null;
  createdAt: number;
  lastUsedAt: number;
  expiresAt: number;
}

/** A new session: the secret token goes into the cookie and is stored only as a hash. */
export interface NewSession {
  token: string;
  session: Session;
}

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function toSession(row: Record<string, SQLOutputValue>): Session {
  return {
    id: String(row.id),
    csrfToken: String(row.csrf_token),
    device: String(row.device),
    passkeyId: row.passkey_id === null ? null : String(row.passkey_id),
    createdAt: Number(row.created_at),
    lastUsedAt: Number(row.last_used_at),
    expiresAt: Number(row.expires_at),
  };
}

/** Whether a request's CSRF token is the session's, compared in constant time. */
export function csrfTokenMatches(session: Session, given: string | undefined): boolean {
  if (given === undefined) return false;
  const expected = Buffer.from(session.csrfToken);
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * The owner's sessions in SQLite. The cookie holds 256 random bits; the database holds only
 * their SHA-256, so a copy of the database lets no one in.
 */
export class SessionStore {
  readonly #db: DatabaseSync;
  readonly #clock: () => number;

  constructor(db: DatabaseSync, clock: () => number = Date.now) {
    this.#db = db;
    this.#clock = clock;
  }

  /** Opens a session on `device`, with the password or with the passkey `passkeyId`. */
  create(device: string, passkeyId: string | null = null): NewSession {
    const now = this.#clock();
    const token = randomBytes(32).toString("base64url");
    const session: Session = {
      id: randomUUID(),
      csrfToken: randomBytes(32).toString("base64url"),
      device,
      passkeyId,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: now + sessionLifetimeMs,
    };
    this.#db
      .prepare("DELETE FROM studio_sessions WHERE expires_at <= ? OR last_used_at <= ?")
      .run(now, now - sessionIdleLimitMs);
    this.#db
      .prepare(
        `INSERT INTO studio_sessions
           (id, token_hash, csrf_token, device, passkey_id, created_at, last_used_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        session.id,
        tokenHash(token),
        session.csrfToken,
        device,
        passkeyId,
        now,
        now,
        session.expiresAt,
      );
    return { token, session };
  }

  /** The live session the cookie's token belongs to; notes that it was used. */
  find(token: string | undefined): Session | undefined {
    if (token === undefined || !tokenPattern.test(token)) return undefined;
    const now = this.#clock();
    const row = this.#db
      .prepare(
        "SELECT * FROM studio_sessions WHERE token_hash = ? AND expires_at > ? AND last_used_at > ?",
      )
      .get(tokenHash(token), now, now - sessionIdleLimitMs);
    if (!row) return undefined;
    const session = toSession(row);
    if (now - session.lastUsedAt >= lastUsedPrecisionMs) {
      this.#db
        .prepare("UPDATE studio_sessions SET last_used_at = ? WHERE id = ?")
        .run(now, session.id);
      session.lastUsedAt = now;
    }
    return session;
  }

  /** Every live session, most recently used first. */
  list(): Session[] {
    const now = this.#clock();
    return this.#db
      .prepare(
        `SELECT * FROM studio_sessions WHERE expires_at > ? AND last_used_at > ?
         ORDER BY last_used_at DESC, created_at DESC`,
      )
      .all(now, now - sessionIdleLimitMs)
      .map(toSession);
  }

  /** Ends one session; false if there was none with that id. */
  end(id: string): boolean {
    return Number(this.#db.prepare("DELETE FROM studio_sessions WHERE id = ?").run(id).changes) > 0;
  }

  /** Ends the sessions opened with the passkey `passkeyId`; how many there were. */
  endOpenedWith(passkeyId: string): number {
    return Number(
      this.#db.prepare("DELETE FROM studio_sessions WHERE passkey_id = ?").run(passkeyId).changes,
    );
  }

  /** Ends every session, on every device. */
  endAll(): number {
    return Number(this.#db.prepare("DELETE FROM studio_sessions").run().changes);
  }
}
