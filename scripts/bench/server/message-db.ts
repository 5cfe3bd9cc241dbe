import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

export interface StoredSummary {
  ids: Set<string>;
  byStatus: Record<string, number>;
}

/** Reads which messages the server's database holds (read-only, beside the running server). */
export function readStored(dataDir: string): StoredSummary {
  const db = new DatabaseSync(join(dataDir, "messages.sqlite"), { readOnly: true });
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    const rows = db.prepare("SELECT id, status FROM messages").all();
    const ids = new Set<string>();
    const byStatus: Record<string, number> = {};
    for (const row of rows) {
      ids.add(String(row.id));
      const status = String(row.status);
      byStatus[status] = (byStatus[status] ?? 0) + 1;
    }
    return { ids, byStatus };
  } finally {
    db.close();
  }
}
