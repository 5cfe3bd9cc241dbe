import type { PublishJob } from "../../core/studio/publish-api.ts";
import type { NoticeText } from "../delivery/owner-notices.ts";
import type { Logger } from "../logger.ts";
import { PublishBusyError } from "./publish-jobs.ts";
import { differsFromWindows, nextWindowChange, publishedWindows } from "./published-windows.ts";

/** A planned call, which can be called off. */
export interface PlannedCall {
  cancel(): void;
}

/** Plans `run` in `ms`; tests pass their own to run the plan on a controlled clock. */
export type Timer = (run: () => void, ms: number) => PlannedCall;

/** What the scheduler needs of the Publisher. */
interface ScheduledPublisher {
  publishScheduled(now: number): PublishJob;
  subscribe(listener: (job: PublishJob) => void): () => void;
}

export interface ScheduledPublishingOptions {
  /** BUILD_DIR: the served release, whose content and windows say what is due. */
  buildRoot: string;
  publisher: ScheduledPublisher;
  logger: Logger;
  /** Tells the owner (by e-mail when mail is configured) that a scheduled publish failed. */
  notify: (notice: NoticeText) => void;
  clock?: () => number;
  timer?: Timer;
  /** How long after a failed scheduled publish it is tried again. */
  retryMs?: number;
  /** How long to wait for another job (the owner's publish, say) before trying again. */
  busyMs?: number;
}

// setTimeout takes at most 2^31-1 ms (about 24.8 days); a moment further off is checked again
// when a timer of this length ends.
const longestTimerMs = 2 ** 31 - 1;
const minuteMs = 60_000;

const timers: Timer = (run, ms) => {
  const timer = setTimeout(run, ms);
  // A planned publish never keeps a stopping process alive.
  timer.unref();
  return { cancel: () => clearTimeout(timer) };
};

/**
 * Publishes by itself when a published project's live window opens or closes: at that moment
 * it starts the Publisher's scheduled publish (the same build and switch as the owner's), and
 * at start it publishes at once when the served site no longer matches the windows (the
 * server was off at the moment). After each job, whoever started it, it plans the next one.
 * A failed scheduled publish leaves the site as it was, is logged, told to the owner, and
 * tried again after `retryMs`.
 */
export class ScheduledPublishing {
  readonly #options: Required<ScheduledPublishingOptions>;
  #planned: PlannedCall | undefined;
  #unsubscribe: (() => void) | undefined;
  /** The scheduled job running, by id. */
  #running: string | undefined;
  /** No scheduled publish starts before this moment: a failed one waits for its retry. */
  #notBefore = 0;
  #stopped = false;

  constructor(options: ScheduledPublishingOptions) {
    this.#options = {
      clock: Date.now,
      timer: timers,
      retryMs: 15 * minuteMs,
      busyMs: minuteMs,
      ...options,
    };
  }

  /** Publishes at once if a moment passed while the server was off, and plans the next. */
  start(): void {
    this.#stopped = false;
    this.#unsubscribe = this.#options.publisher.subscribe((job) => this.#jobChanged(job));
    this.check();
  }

  stop(): void {
    this.#stopped = true;
    this.#planned?.cancel();
    this.#planned = undefined;
    this.#unsubscribe?.();
  }

  /** Compares the served site with the windows now: publishes if they differ, else plans. */
  check(): void {
    this.#planned?.cancel();
    this.#planned = undefined;
    if (this.#stopped || this.#running !== undefined) return;
    const now = this.#options.clock();
    const published = this.#published();
    if (published === undefined) return;
    if (!differsFromWindows(published, now)) {
      const next = nextWindowChange(published, now);
      if (next !== undefined) this.#plan(next - now);
    } else if (now >= this.#notBefore) this.#publish(now);
    else this.#plan(this.#notBefore - now);
  }

  #published() {
    try {
      return publishedWindows(this.#options.buildRoot);
    } catch (error) {
      // The published content was checked when it was built; this can only be a damaged copy.
      const message = error instanceof Error ? error.message : String(error);
      this.#options.logger.error("scheduled publishing: the published windows cannot be read", {
        error: message,
      });
      return undefined;
    }
  }

  #plan(ms: number): void {
    this.#planned = this.#options.timer(() => this.check(), Math.min(ms, longestTimerMs));
  }

  #publish(now: number): void {
    const { publisher, logger, busyMs } = this.#options;
    try {
      this.#running = publisher.publishScheduled(now).id;
      logger.info("scheduled publishing: a live window opened or closed, publishing", {
        job: this.#running,
      });
    } catch (error) {
      if (!(error instanceof PublishBusyError)) throw error;
      // Another job runs; its end calls check() again, and this is the fallback.
      this.#plan(busyMs);
    }
  }

  #jobChanged(job: PublishJob): void {
    if (job.outcome === null || job.finishedAt === null) return;
    if (job.id === this.#running) {
      this.#running = undefined;
      if (!job.outcome.ok && !job.outcome.stoppedByOwner) this.#failed(job.outcome.message);
    }
    // After the Publisher has told every listener of this job's end.
    queueMicrotask(() => this.check());
  }

  #failed(message: string): void {
    const { logger, notify, clock, retryMs } = this.#options;
    this.#notBefore = clock() + retryMs;
    const retryAt = new Date(this.#notBefore).toISOString();
    logger.error("scheduled publishing failed: the site stays as it was", {
      error: message,
      retryAt,
    });
    notify({
      subject: "A scheduled publish failed",
      body:
        "A project's time to go live or come down came, and the site could not be published: " +
        `${message}\n\nThe site stays as it was. The server tries again in ` +
        `${Math.round(retryMs / minuteMs)} minutes, and when it starts; publishing in the ` +
        "Studio does it at once, and shows what went wrong.",
    });
  }
}
