import type { StoredMessage } from "../../core/messages/stored-message.ts";
import type { Logger } from "../logger.ts";
import type { OutboxStore } from "../storage/message-store.ts";
import { composeMail, type MailSettings } from "./compose-mail.ts";
import { type DeliveryRetryPolicy, deliveryRetryDelayMs } from "./delivery-retry-policy.ts";
import type { Mailer } from "./mailer.ts";

export interface OutboxOptions {
  store: OutboxStore;
  mailer: Mailer;
  /** Read at each delivery: the addresses follow the site's settings as they are published. */
  mail: () => MailSettings;
  logger: Logger;
  retryPolicy: DeliveryRetryPolicy;
  /** This process's name on the leases it takes (see lease-owner.ts). */
  owner: string;
  /** Whether a lease holder is known to have stopped, so its leases can be taken over at once. */
  isAbandonedOwner: (owner: string) => boolean;
  /** How long a claimed message is reserved for one delivery attempt; longer than any SMTP timeout. */
  leaseMs?: number;
  /** How often to look for work nobody announced (messages put back by the messages command). */
  idlePollMs?: number;
  clock?: () => number;
  random?: () => number;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Delivers stored messages: each pending message that is due is leased, handed to the mailer and
 * its outcome recorded. Temporary failures come back after an exponential back-off until the
 * retry period ends; permanent ones are marked failed at once. Everything lives in the store, so
 * a restart picks up exactly where the previous process stopped.
 */
export class Outbox {
  readonly #options: Required<OutboxOptions>;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #started = false;
  #stopped = false;

  constructor(options: OutboxOptions) {
    this.#options = {
      leaseMs: 5 * 60_000,
      idlePollMs: 60_000,
      clock: Date.now,
      random: Math.random,
      ...options,
    };
  }

  /** Delivers every message that is due now (or only message `id`), one at a time. */
  async deliverDue(only?: { id: string }): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
    const { store, owner, leaseMs, clock } = this.#options;
    for (;;) {
      if (this.#stopped && this.#started) break;
      const now = clock();
      const [message] = await store.claimDue({
        now,
        owner,
        leaseUntil: now + leaseMs,
        limit: 1,
        id: only?.id,
      });
      if (!message) break;
      const outcome = await this.#deliver(message);
      report[outcome]++;
      if (only) break;
    }
    return report;
  }

  async #deliver(message: StoredMessage): Promise<keyof DeliveryReport> {
    const { store, mailer, mail, logger, retryPolicy, clock, random } = this.#options;
    const attempt = message.attempts + 1;
    const result = await mailer.send(composeMail(message, mail()));
    const now = clock();
    if (result.ok) {
      await store.recordSent(message.id, now, result.ref);
      logger.info("contact message delivered", {
        id: message.id,
        attempt,
        via: mailer.description,
        ref: result.ref,
      });
      return "sent";
    }
    const giveUpAt = message.giveUpAt ?? message.receivedAt + retryPolicy.retryForMs;
    if (result.permanent || now >= giveUpAt) {
      await store.recordFailure(message.id, result.error);
      logger.error(
        result.permanent
          ? "CONTACT MESSAGE NOT DELIVERED: the mail server refused it"
          : "CONTACT MESSAGE NOT DELIVERED: retries exhausted",
        {
          id: message.id,
          attempt,
          error: result.error,
          hint: `See it with "npm run messages -- show ${message.id}", re-send with "npm run messages -- retry ${message.id}".`,
        },
      );
      return "failed";
    }
    const nextAttemptAt = now + deliveryRetryDelayMs(retryPolicy, attempt, random);
    await store.recordRetry(message.id, nextAttemptAt, result.error);
    logger.warn("contact message delivery failed, will retry", {
      id: message.id,
      attempt,
      error: result.error,
      nextAttemptAt: new Date(nextAttemptAt).toISOString(),
    });
    return "retrying";
  }

  /** Takes over leases of stopped processes, then delivers continuously until stop(). */
  async start(): Promise<void> {
    this.#started = true;
    const { store, isAbandonedOwner, logger } = this.#options;
    for (const holder of await store.leaseOwners()) {
      if (!isAbandonedOwner(holder)) continue;
      const released = await store.releaseLeases(holder);
      logger.warn("resuming deliveries interrupted by a stopped process", {
        messages: released,
      });
    }
    this.nudge();
  }

  /** Looks for due messages now, e.g. right after a new one was stored. */
  nudge(): void {
    if (!this.#started || this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#running = this.#loop();
  }

  async #loop(): Promise<void> {
    try {
      do {
        this.#again = false;
        await this.deliverDue();
      } while (this.#again && !this.#stopped);
    } catch (error) {
      this.#options.logger.error("the outbox could not read or update the message store", {
        error: String(error),
      });
    } finally {
      this.#running = undefined;
    }
    if (!this.#stopped) await this.#scheduleNext();
  }

  async #scheduleNext(): Promise<void> {
    const { store, clock, idlePollMs, logger } = this.#options;
    let delay = idlePollMs;
    try {
      const due = await store.nextDueAt();
      if (due !== undefined) delay = Math.min(idlePollMs, Math.max(0, due - clock()));
    } catch (error) {
      logger.error("the outbox could not read the message store", { error: String(error) });
    }
    if (this.#stopped) return;
    this.#timer = setTimeout(() => this.nudge(), delay);
    this.#timer.unref();
  }

  /** Stops after the delivery in progress, if any, has been recorded. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }
}
