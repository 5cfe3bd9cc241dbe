import type { Logger } from "../logger.ts";
import type { MailSettings } from "./compose-mail.ts";
import { composeNotice } from "./compose-notice.ts";
import { type DeliveryRetryPolicy, deliveryRetryDelayMs } from "./delivery-retry-policy.ts";
import type { Mailer } from "./mailer.ts";
import type { OwnerNotice, OwnerNotices } from "./owner-notices.ts";

export interface NoticeSenderOptions {
  notices: OwnerNotices;
  mailer: Mailer;
  mail: () => MailSettings;
  logger: Logger;
  retryPolicy: DeliveryRetryPolicy;
  /** How often to look for notices another process (a command) added. */
  pollMs?: number;
  clock?: () => number;
  random?: () => number;
}

/**
 * Sends the owner's notices through the site's mailer, one at a time, retrying a mail outage
 * as contact messages are retried; a notice added by a command is found within `pollMs`.
 */
export class NoticeSender {
  readonly #options: Required<NoticeSenderOptions>;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = true;

  constructor(options: NoticeSenderOptions) {
    this.#options = { pollMs: 60_000, clock: Date.now, random: Math.random, ...options };
  }

  /** Sends every notice that is due now; how many were sent. */
  async sendDue(): Promise<number> {
    let sent = 0;
    for (const notice of this.#options.notices.due(this.#options.clock())) {
      if (await this.#send(notice)) sent++;
    }
    return sent;
  }

  async #send(notice: OwnerNotice): Promise<boolean> {
    const { notices, mailer, mail, logger, retryPolicy, clock, random } = this.#options;
    const result = await mailer.send(composeNotice(notice, mail()));
    const now = clock();
    if (result.ok) {
      notices.recordSent(notice.id, now);
      logger.info("owner notice sent", { notice: notice.id, via: mailer.description });
      return true;
    }
    const attempts = notice.attempts + 1;
    const givenUp = result.permanent || now >= notice.createdAt + retryPolicy.retryForMs;
    const next = givenUp ? null : now + deliveryRetryDelayMs(retryPolicy, attempts, random);
    notices.recordFailure(notice.id, next, result.error);
    logger.warn(givenUp ? "owner notice not sent" : "owner notice not sent, will retry", {
      notice: notice.id,
      subject: notice.subject,
      error: result.error,
    });
    return false;
  }

  start(): void {
    this.#stopped = false;
    this.nudge();
  }

  /** Sends what is due now, e.g. right after a notice was added. */
  nudge(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#again = false;
    clearTimeout(this.#timer);
    this.#running = this.sendDue()
      .then(() => undefined)
      .catch((error: unknown) => {
        this.#options.logger.error("owner notices could not be read or updated", {
          error: String(error),
        });
      })
      .finally(() => {
        this.#running = undefined;
        if (this.#stopped) return;
        if (this.#again) return this.nudge();
        this.#timer = setTimeout(() => this.nudge(), this.#options.pollMs);
        this.#timer.unref();
      });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }
}
