/**
 * What the Studio's Backups screen and its API (`/api/studio/backups`, `/api/studio/export`)
 * say to each other. Types only, as in studio-api.ts.
 */

/** The address that downloads everything as one .zip (the content, messages, history, site). */
export const exportPath = "/api/studio/export";

/** The address that downloads the newest backup of the messages. */
export const latestBackupPath = "/api/studio/backups/latest";

/** One backup of the messages in the data folder's `backups/`. */
export interface BackupFileSummary {
  name: string;
  /** When it was made (ms since the epoch). */
  at: number;
  bytes: number;
}

export interface BackupsSummary {
  /** The newest backup of the messages, the server's daily one or `npm run backup`'s. */
  latest: BackupFileSummary | null;
  /** How many dated backups the folder keeps now. */
  kept: number;
  /** About how large "Download everything" is, before it is compressed. */
  exportBytes: number;
}
