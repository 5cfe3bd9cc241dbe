import type { StoredMessage } from "../../core/messages/stored-message.ts";
import { csvRow } from "./csv.ts";

const columns = [
  "id",
  "received_at",
  "status",
  "spam_reason",
  "name",
  "email",
  "subject",
  "message",
  "attempts",
  "sent_at",
  "last_error",
];

function time(ms: number): string {
  return new Date(ms).toISOString();
}

/**
 * Every message as CSV, oldest first, with a header row: the export of the messages command
 * and of the Studio, byte for byte. `messages` come newest first, as the archive lists them.
 */
export function messagesCsv(messages: readonly StoredMessage[]): string {
  const rows = [csvRow(columns)];
  for (const m of [...messages].reverse()) {
    rows.push(
      csvRow([
        m.id,
        time(m.receivedAt),
        m.status,
        m.spamReason,
        m.name,
        m.email,
        m.subject,
        m.message,
        m.attempts,
        m.sentAt === null ? null : time(m.sentAt),
        m.lastError,
      ]),
    );
  }
  return rows.join("");
}
