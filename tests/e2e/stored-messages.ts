import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { ContactMessage } from "../../core/contact/contact-message.ts";
import { databaseFileName } from "../../server/storage/database.ts";
import { e2eSite } from "../fixtures/e2e-site.ts";

// The server of the browser tests keeps its data here (playwright.config.ts).
const databaseFile = join(e2eSite.dataDir, databaseFileName);

/** The messages the real server stored under the given idempotency keys, oldest first. */
export function storedMessagesFor(keys: readonly string[]): ContactMessage[] {
  if (keys.length === 0) return [];
  const db = new DatabaseSync(databaseFile, { readOnly: true });
  try {
    const placeholders = keys.map(() => "?").join(", ");
    const rows = db
      .prepare(
        `SELECT DISTINCT m.id, m.name, m.email, m.subject, m.message, m.received_at
           FROM idempotency_keys k JOIN messages m ON m.id = k.message_id
          WHERE k.key IN (${placeholders}) ORDER BY m.received_at, m.id`,
      )
      .all(...keys) as unknown as (ContactMessage & { id: string })[];
    return rows.map(({ name, email, subject, message }) => ({ name, email, subject, message }));
  } finally {
    db.close();
  }
}
