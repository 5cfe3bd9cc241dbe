import { randomUUID } from "node:crypto";
import type { DatabaseSync, SQLOutputValue } from "node:sqlite";

/** What the owner is told about their own account, in a sentence or two. */
export interface NoticeText {
  subject: string;
  body: string;
}

/** A notice waiting to be sent. */
export interface OwnerNotice extends NoticeText {
  id: string;
  createdAt: number;
  attempts: number;
}

function toNotice(row: Record<string, SQLOutputValue>): OwnerNotice {
  return {
    id: String(row.id),
    createdAt: Number(row.created_at),
    subject: String(row.subject),
    body: String(row.body),
    attempts: Number(row.attempts),
  };
}

/**
 * Notices to the owner about their own account, kept in the database until sent: a passkey
 * added in the Studio, the password changed from the terminal. Any process that opens the
 * database may add one; the server sends them (server/delivery/notice-sender.ts).
 */
export class OwnerNotices {
  readonly #db: DatabaseSync;
  readonly #clock: () => number;

  constructor(db: DatabaseSync, clock: () => number = Date.now) {
    this.#db = db;
    this.#clock = clock;
  }

  add(notice: NoticeText): string {
    const id = randomUUID();
    const now = this.#clock();
    this.#db
      .prepare(
        "INSERT INTO owner_notices (id, created_at, subject, body, next_attempt_at) VALUES (?, ?, ?, ?, ?)",
      )
      .run(id, now, notice.subject, notice.body, now);
    return id;
  }

  /** The unsent notices due by `now`, oldest first. */
  due(now: number): OwnerNotice[] {
    return this.#db
      .prepare(
        "SELECT * FROM owner_notices WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY created_at, id",
      )
      .all(now)
      .map(toNotice);
  }

  recordSent(id: string, now: number): void {
    this.#db
      .prepare(
        "UPDATE owner_notices SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?",
      )
      .run(now, id);
  }

  /** A failed attempt: tried again at `nextAttemptAt`, or never (null) when it is given up. */
  recordFailure(id: string, nextAttemptAt: number | null, error: string): void {
    this.#db
      .prepare(
        `UPDATE owner_notices SET attempts = attempts + 1, last_error = ?,
           next_attempt_at = coalesce(?, next_attempt_at),
           status = CASE WHEN ? IS NULL THEN 'failed' ELSE 'pending' END
         WHERE id = ?`,
      )
      .run(error, nextAttemptAt, nextAttemptAt, id);
  }
}
