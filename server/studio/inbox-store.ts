import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { messageStatuses, type SpamReason } from "../../core/messages/stored-message.ts";
import type {
  InboxMessage,
  InboxPage,
  InboxSummary,
  InboxView,
  MessageChange,
  StudioCounts,
} from "../../core/studio/studio-api.ts";
import { transaction } from "../storage/database.ts";

type Row = Record<string, SQLOutputValue>;

/** Which messages each list of the inbox shows. */
const viewFilters: Record<InboxView, string> = {
  inbox: "archived_at IS NULL AND status != 'spam'",
  failed: "status = 'failed'",
  spam: "status = 'spam'",
  archived: "archived_at IS NOT NULL AND status != 'spam'",
};

const previewLength = 160;
const summaryColumns = [
  ...["id", "received_at", "name", "email", "subject", "status", "spam_reason", "last_error"],
  ...["read_at", "archived_at"],
]
  .map((column) => `messages.${column}`)
  .concat(`substr(messages.message, 1, ${previewLength}) AS preview`)
  .join(", ");

const spamReasons: readonly SpamReason[] = ["honeypot", "too_fast", "no_timing", "owner"];

/**
 * A position in the newest-first order: the last message of a page, by its arrival time and id,
 * or in a search, by its place in the search index ("s" and a number), which follows arrival.
 */
const cursorPattern = /^(\d{1,15})\.([0-9a-f-]{36})$/;
const searchCursorPattern = /^s(\d{1,15})$/;

export function isCursor(value: string): boolean {
  return cursorPattern.test(value) || searchCursorPattern.test(value);
}

/**
 * The words of a search as an FTS5 query: each word, or the start of one, must occur in the
 * name, the address, the subject or the text. Quoting each word keeps the visitor-chosen text
 * from being read as query syntax.
 */
function searchExpression(query: string): string | undefined {
  const words =
    query
      .normalize("NFKC")
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length === 0 ? undefined : words.map((word) => `"${word}"*`).join(" ");
}

function status(row: Row): InboxSummary["status"] {
  const found = messageStatuses.find((s) => s === row.status);
  if (!found) throw new Error(`Unknown message status ${String(row.status)}`);
  return found;
}

function optionalText(value: SQLOutputValue | undefined): string | null {
  return typeof value === "string" ? value : null;
}

function optionalNumber(value: SQLOutputValue | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}

function toSummary(row: Row): InboxSummary {
  return {
    id: String(row.id),
    receivedAt: Number(row.received_at),
    name: String(row.name),
    email: String(row.email),
    subject: String(row.subject),
    preview: String(row.preview),
    status: status(row),
    spamReason: spamReasons.find((r) => r === row.spam_reason) ?? null,
    lastError: optionalText(row.last_error),
    read: row.read_at !== null,
    archived: row.archived_at !== null,
  };
}

function toMessage(row: Row): InboxMessage {
  const { preview: _preview, ...summary } = toSummary({ ...row, preview: "" });
  return {
    ...summary,
    message: String(row.message),
    attempts: Number(row.attempts),
    sentAt: optionalNumber(row.sent_at),
    nextAttemptAt: optionalNumber(row.next_attempt_at),
  };
}

export interface PageRequest {
  view: InboxView;
  query?: string | undefined;
  /** The cursor of the page before: only older messages follow it. */
  before?: string | undefined;
  limit: number;
}

/**
 * The Studio's reading of the message database: lists in pages, newest first, found by a
 * position (keyset paging) rather than an offset, so that every page costs the same however
 * many messages there are; searches through the full-text index; and the owner's marks.
 */
export class InboxStore {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  page({ view, query, before, limit }: PageRequest): InboxPage {
    const search = query === undefined ? undefined : searchExpression(query);
    return search === undefined
      ? this.#newest(view, before, limit)
      : this.#search(view, search, before, limit);
  }

  #newest(view: InboxView, before: string | undefined, limit: number): InboxPage {
    const position = before === undefined ? undefined : cursorPattern.exec(before);
    const rows = this.#db
      .prepare(
        `SELECT ${summaryColumns} FROM messages
         WHERE ${viewFilters[view]} ${position ? "AND (received_at, id) < (?, ?)" : ""}
         ORDER BY received_at DESC, id DESC LIMIT ?`,
      )
      .all(...(position ? [Number(position[1]), position[2] ?? ""] : []), limit + 1);
    const messages = rows.slice(0, limit).map(toSummary);
    const last = messages.at(-1);
    const older = rows.length > limit && last ? `${last.receivedAt}.${last.id}` : null;
    return { messages, older };
  }

  /**
   * Search results come from the full-text index in its own order, newest entry first, so a
   * word found in most messages stops after one page instead of sorting every match.
   */
  #search(view: InboxView, search: string, before: string | undefined, limit: number): InboxPage {
    const position = before === undefined ? undefined : searchCursorPattern.exec(before);
    const rows = this.#db
      .prepare(
        `SELECT ${summaryColumns}, messages_search.rowid AS search_position
         FROM messages_search JOIN messages ON messages.id = messages_search.message_id
         WHERE messages_search MATCH ? AND ${viewFilters[view]}
           ${position ? "AND messages_search.rowid < ?" : ""}
         ORDER BY messages_search.rowid DESC LIMIT ?`,
      )
      .all(search, ...(position ? [Number(position[1])] : []), limit + 1);
    const messages = rows.slice(0, limit).map(toSummary);
    const last = rows[limit - 1];
    const older = rows.length > limit && last ? `s${Number(last.search_position)}` : null;
    return { messages, older };
  }

  counts(): StudioCounts {
    const row = this.#db
      .prepare(
        `SELECT
           (SELECT COUNT(*) FROM messages
              WHERE read_at IS NULL AND archived_at IS NULL AND status != 'spam') AS unread,
           (SELECT COUNT(*) FROM messages WHERE status = 'failed') AS failed,
           (SELECT COUNT(*) FROM messages
              WHERE read_at IS NULL AND archived_at IS NULL AND status = 'spam') AS spam`,
      )
      .get();
    return {
      unread: Number(row?.unread ?? 0),
      failed: Number(row?.failed ?? 0),
      spam: Number(row?.spam ?? 0),
    };
  }

  get(id: string): InboxMessage | undefined {
    const row = this.#db.prepare("SELECT * FROM messages WHERE id = ?").get(id);
    return row ? toMessage(row) : undefined;
  }

  /** Marks a message read or unread, archived or not; undefined if there is no such message. */
  change(id: string, change: MessageChange, now: number): InboxMessage | undefined {
    const marks: [keyof MessageChange, string][] = [
      ["read", "read_at"],
      ["archived", "archived_at"],
    ];
    return transaction(this.#db, () => {
      for (const [field, column] of marks) {
        const value = change[field];
        if (value === undefined) continue;
        // Marking again keeps the first time it was marked.
        this.#db
          .prepare(
            `UPDATE messages SET ${column} = CASE WHEN ? THEN COALESCE(${column}, ?) END WHERE id = ?`,
          )
          .run(value ? 1 : 0, now, id);
      }
      return this.get(id);
    });
  }

  /** Files a message as spam: it is kept, and no longer delivered if it was still waiting. */
  markSpam(id: string): void {
    this.#db
      .prepare(
        `UPDATE messages SET status = 'spam', spam_reason = 'owner', next_attempt_at = NULL
         WHERE id = ? AND status != 'spam'`,
      )
      .run(id);
  }

  /**
   * Takes a message out of the spam. One that was already delivered is simply "sent" again;
   * any other goes back into the queue for delivery now, retried until `giveUpAt`.
   * Returns whether it has to be delivered.
   */
  markNotSpam(id: string, now: number, giveUpAt: number): boolean {
    const result = this.#db
      .prepare(
        `UPDATE messages SET spam_reason = NULL,
           status = CASE WHEN sent_at IS NULL THEN 'pending' ELSE 'sent' END,
           next_attempt_at = CASE WHEN sent_at IS NULL THEN ? ELSE NULL END,
           give_up_at = CASE WHEN sent_at IS NULL THEN ? ELSE give_up_at END,
           last_error = NULL
         WHERE id = ? AND status = 'spam'
         RETURNING status`,
      )
      .get(now, giveUpAt, id);
    return result?.status === "pending";
  }
}
