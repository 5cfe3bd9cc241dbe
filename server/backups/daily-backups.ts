import { join } from "node:path";
import type { Logger } from "../logger.ts";
import {
  backupDatabase,
  backupFileName,
  backupTime,
  datedBackups,
  defaultBackupDir,
  removeOldBackups,
} from "../storage/database-backup.ts";

/** A planned call, which can be called off. */
export interface PlannedRun {
  cancel(): void;
}

/** Plans `run` in `ms`; tests pass their own to run the plan on a controlled clock. */
export type Schedule = (run: () => void, ms: number) => PlannedRun;

export interface DailyBackupOptions {
  /** DATA_DIR: the database backed up, and its `backups/` folder. */
  dataDir: string;
  /** How many dated backups to keep (BACKUP_KEEP); 0: none are made. */
  keep: number;
  logger: Logger;
  clock?: () => number;
  schedule?: Schedule;
}

const hourMs = 3600_000;
const dayMs = 24 * hourMs;
// A system timer that also makes the daily backup (deploy/portfolio-backup.timer starts within an
// hour of midnight) gets the time to make it first, so that a day does not get two.
const graceMs = 2 * hourMs;

const timers: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms);
  // A planned backup never keeps a stopping process alive.
  timer.unref();
  return { cancel: () => clearTimeout(timer) };
};

/**
 * The server's own daily backup of the message database (SQLite's online backup, the same
 * file `npm run backup` writes), so that a server without cron or systemd, in a container,
 * backs up by itself. It goes by the newest dated backup in `backups/`, whoever made it: one
 * is made when the newest is more than a day old (or there is none), at start and then a day
 * after the last, and all but the newest `keep` are deleted. A restart neither skips a day nor
 * adds one; a failure is logged and tried again an hour later.
 */
export class DailyBackups {
  readonly #options: Required<DailyBackupOptions>;
  #planned: PlannedRun | undefined;
  #running: Promise<void> = Promise.resolve();
  #stopped = false;

  constructor(options: DailyBackupOptions) {
    this.#options = { clock: Date.now, schedule: timers, ...options };
  }

  start(): void {
    if (this.#options.keep === 0) return;
    this.#plan(0);
  }

  /** Calls off the next backup and waits for one under way. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#planned?.cancel();
    await this.#running;
  }

  /** Settles once the backup under way, if any, has finished (for tests). */
  settled(): Promise<void> {
    return this.#running;
  }

  #plan(ms: number): void {
    if (this.#stopped) return;
    this.#planned = this.#options.schedule(() => {
      this.#running = this.#run();
    }, ms);
  }

  async #run(): Promise<void> {
    const { dataDir, keep, logger, clock } = this.#options;
    const folder = defaultBackupDir(dataDir);
    try {
      const now = clock();
      const newest = backupTime(datedBackups(folder)[0] ?? "");
      if (newest !== undefined && now - newest < dayMs) {
        this.#plan(newest + dayMs + graceMs - now);
        return;
      }
      const copy = await backupDatabase(dataDir, join(folder, backupFileName(new Date(now))));
      const removed = removeOldBackups(folder, keep);
      logger.info("daily backup of the messages", {
        file: copy.file,
        messages: copy.messages,
        bytes: copy.bytes,
        removed: removed.length,
      });
      this.#plan(dayMs);
    } catch (error) {
      logger.error("the daily backup of the messages failed; trying again in an hour", {
        error: String(error),
      });
      this.#plan(hourMs);
    }
  }
}
