import { randomUUID } from "node:crypto";
import { join } from "node:path";
import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import {
  type AcceptResult,
  type MessageStatus,
  messageStatuses,
  type NewMessage,
  type SpamReason,
  type StoredMessage,
} from "../../core/messages/stored-message.ts";
import { databaseFileName, openDatabase, transaction } from "./database.ts";
import type { ContactStore, MessageArchive, OutboxStore } from "./message-store.ts";

type Row = Record<string, SQLOutputValue>;

function text(row: Row, column: string): string {
  const value = row[column];
  if (typeof value !== "string") throw new Error(`Column ${column} is not text`);
  return value;
}

function optionalText(row: Row, column: string): string | null {
  const value = row[column];
  return typeof value === "string" ? value : null;
}

function optionalNumber(row: Row, column: string): number | null {
  const value = row[column];
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  return null;
}

function number(row: Row, column: string): number {
  const value = optionalNumber(row, column);
  if (value === null) throw new Error(`Column ${column} is not a number`);
  return value;
}

function status(row: Row): MessageStatus {
  const value = text(row, "status");
  const known = messageStatuses.find((s) => s === value);
  if (!known) throw new Error(`Unknown message status ${value}`);
  return known;
}

const spamReasons: readonly SpamReason[] = ["honeypot", "too_fast", "no_timing", "owner"];

function spamReason(row: Row): SpamReason | null {
  const value = optionalText(row, "spam_reason");
  return spamReasons.find((r) => r === value) ?? null;
}

function toMessage(row: Row): StoredMessage {
  return {
    id: text(row, "id"),
    receivedAt: number(row, "received_at"),
    name: text(row, "name"),
    email: text(row, "email"),
    subject: text(row, "subject"),
    message: text(row, "message"),
    status: status(row),
    spamReason: spamReason(row),
    ipHash: optionalText(row, "ip_hash"),
    attempts: number(row, "attempts"),
    nextAttemptAt: optionalNumber(row, "next_attempt_at"),
    giveUpAt: optionalNumber(row, "give_up_at"),
    lastError: optionalText(row, "last_error"),
    sentAt: optionalNumber(row, "sent_at"),
    deliveryRef: optionalText(row, "delivery_ref"),
  };
}

/** Contact messages in an SQLite file (node:sqlite), for the API, the outbox and the command line. */
export class SqliteMessageStore implements ContactStore, OutboxStore, MessageArchive {
  readonly #db: DatabaseSync;
  /** The database file, for logs and the messages command. */
  readonly location: string;

  constructor(db: DatabaseSync, location: string) {
    this.#db = db;
    this.location = location;
  }

  static open(dataDir: string): SqliteMessageStore {
    return new SqliteMessageStore(openDatabase(dataDir), join(dataDir, databaseFileName));
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }

  /** A value kept in the database, created by `create` the first time it is asked for. */
  setting(key: string, create: () => string): string {
    return transaction(this.#db, () => {
      const row = this.#db.prepare("SELECT value FROM settings WHERE key = ?").get(key);
      if (row && typeof row.value === "string") return row.value;
      const value = create();
      this.#db.prepare("INSERT INTO settings (key, value) VALUES (?, ?)").run(key, value);
      return value;
    });
  }

  /** A value kept in the database, replaced by each call. */
  putSetting(key: string, value: string): void {
    this.#db
      .prepare(
        "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      )
      .run(key, value);
  }

  /** A value kept in the database, if it was ever put there. */
  readSetting(key: string): string | undefined {
    const row = this.#db.prepare("SELECT value FROM settings WHERE key = ?").get(key);
    return row && typeof row.value === "string" ? row.value : undefined;
  }

  /**
   * Stores a submission in a transaction of its own: the promise settles once the commit is on
   * disk (synchronous=FULL), before the visitor is told the message was received. Submissions
   * are not batched into shared commits: at the contact form's rate that gained nothing
   * (docs/decisions/021-one-commit-per-message.md).
   */
  async accept(message: NewMessage, idempotencyWindowMs: number): Promise<AcceptResult> {
    return transaction(this.#db, () => this.#insert(message, idempotencyWindowMs));
  }

  #insert(message: NewMessage, idempotencyWindowMs: number): AcceptResult {
    const key = message.idempotencyKey;
    const cutoff = message.receivedAt - idempotencyWindowMs;
    this.#db.prepare("DELETE FROM idempotency_keys WHERE created_at <= ?").run(cutoff);
    if (key !== null) {
      const first = this.#answer(key, cutoff);
      if (first) return { id: first, replayed: true };
    }
    const id = randomUUID();
    const isSpam = message.spamReason !== null;
    this.#db
      .prepare(
        `INSERT INTO messages (id, received_at, name, email, subject, message, status, spam_reason,
           ip_hash, next_attempt_at, give_up_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        message.receivedAt,
        message.name,
        message.email,
        message.subject,
        message.message,
        isSpam ? "spam" : "pending",
        message.spamReason,
        message.ipHash,
        isSpam ? null : message.receivedAt,
        isSpam ? null : message.giveUpAt,
      );
    if (key !== null) {
      this.#db
        .prepare("INSERT INTO idempotency_keys (key, message_id, created_at) VALUES (?, ?, ?)")
        .run(key, id, message.receivedAt);
    }
    return { id, replayed: false };
  }

  async answerFor(
    idempotencyKey: string,
    now: number,
    idempotencyWindowMs: number,
  ): Promise<string | undefined> {
    return this.#answer(idempotencyKey, now - idempotencyWindowMs);
  }

  #answer(key: string, cutoff: number): string | undefined {
    const row = this.#db
      .prepare("SELECT message_id FROM idempotency_keys WHERE key = ? AND created_at > ?")
      .get(key, cutoff);
    return row && typeof row.message_id === "string" ? row.message_id : undefined;
  }

  async deliveryCounts(): Promise<{ pending: number; failed: number }> {
    const row = this.#db
      .prepare(
        `SELECT COALESCE(SUM(status = 'pending'), 0) AS pending,
                COALESCE(SUM(status = 'failed'), 0) AS failed
         FROM messages`,
      )
      .get();
    if (!row) throw new Error("The message database gave no counts");
    return { pending: number(row, "pending"), failed: number(row, "failed") };
  }

  async claimDue(options: {
    now: number;
    owner: string;
    leaseUntil: number;
    limit: number;
    id?: string | undefined;
  }): Promise<StoredMessage[]> {
    const rows = this.#db
      .prepare(
        `UPDATE messages SET lease_owner = ?, lease_until = ?
         WHERE id IN (
           SELECT id FROM messages
           WHERE status = 'pending' AND next_attempt_at <= ?
             AND (lease_until IS NULL OR lease_until <= ?)
             AND (? IS NULL OR id = ?)
           ORDER BY next_attempt_at, received_at
           LIMIT ?)
         RETURNING *`,
      )
      .all(
        options.owner,
        options.leaseUntil,
        options.now,
        options.now,
        options.id ?? null,
        options.id ?? null,
        options.limit,
      );
    return rows
      .map(toMessage)
      .sort(
        (a, b) => (a.nextAttemptAt ?? 0) - (b.nextAttemptAt ?? 0) || a.receivedAt - b.receivedAt,
      );
  }

  async recordSent(id: string, now: number, deliveryRef: string): Promise<void> {
    this.#db
      .prepare(
        `UPDATE messages SET status = 'sent', sent_at = ?, delivery_ref = ?, attempts = attempts + 1,
           next_attempt_at = NULL, last_error = NULL, lease_owner = NULL, lease_until = NULL
         WHERE id = ?`,
      )
      .run(now, deliveryRef, id);
  }

  async recordRetry(id: string, nextAttemptAt: number, error: string): Promise<void> {
    this.#db
      .prepare(
        `UPDATE messages SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?,
           lease_owner = NULL, lease_until = NULL
         WHERE id = ?`,
      )
      .run(nextAttemptAt, error, id);
  }

  async recordFailure(id: string, error: string): Promise<void> {
    this.#db
      .prepare(
        `UPDATE messages SET status = 'failed', attempts = attempts + 1, next_attempt_at = NULL,
           last_error = ?, lease_owner = NULL, lease_until = NULL
         WHERE id = ?`,
      )
      .run(error, id);
  }

  async nextDueAt(): Promise<number | undefined> {
    const row = this.#db
      .prepare("SELECT MIN(next_attempt_at) AS due FROM messages WHERE status = 'pending'")
      .get();
    return (row && optionalNumber(row, "due")) ?? undefined;
  }

  async leaseOwners(): Promise<string[]> {
    return this.#db
      .prepare("SELECT DISTINCT lease_owner FROM messages WHERE lease_owner IS NOT NULL")
      .all()
      .map((row) => text(row, "lease_owner"));
  }

  async releaseLeases(owner: string): Promise<number> {
    const result = this.#db
      .prepare("UPDATE messages SET lease_owner = NULL, lease_until = NULL WHERE lease_owner = ?")
      .run(owner);
    return Number(result.changes);
  }

  async list(filter: { status?: MessageStatus; limit?: number }): Promise<StoredMessage[]> {
    const limit = filter.limit ?? -1;
    const rows = filter.status
      ? this.#db
          .prepare("SELECT * FROM messages WHERE status = ? ORDER BY received_at DESC LIMIT ?")
          .all(filter.status, limit)
      : this.#db.prepare("SELECT * FROM messages ORDER BY received_at DESC LIMIT ?").all(limit);
    return rows.map(toMessage);
  }

  async find(idOrPrefix: string): Promise<StoredMessage | "ambiguous" | undefined> {
    const exact = this.#db.prepare("SELECT * FROM messages WHERE id = ?").get(idOrPrefix);
    if (exact) return toMessage(exact);
    const escaped = idOrPrefix.replace(/[\\%_]/g, (c) => `\\${c}`);
    const rows = this.#db
      .prepare("SELECT * FROM messages WHERE id LIKE ? ESCAPE '\\' LIMIT 2")
      .all(`${escaped}%`);
    if (rows.length > 1) return "ambiguous";
    const [row] = rows;
    return row ? toMessage(row) : undefined;
  }

  async requeue(id: string, now: number, giveUpAt: number): Promise<void> {
    this.#db
      .prepare(
        `UPDATE messages SET status = 'pending', next_attempt_at = ?, give_up_at = ?,
           last_error = NULL
         WHERE id = ?`,
      )
      .run(now, giveUpAt, id);
  }
}
