/** How long the outbox retries temporary delivery failures (an SMTP outage), and how far apart. */
export interface DeliveryRetryPolicy {
  /** The wait after the first failed attempt; each further failure doubles it. */
  baseDelayMs: number;
  /** The longest wait between two attempts. */
  maxDelayMs: number;
  /** Temporary failures are retried for at least this long after the message arrived. */
  retryForMs: number;
}

export const defaultDeliveryRetryPolicy: DeliveryRetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 30 * 60_000,
  retryForMs: 24 * 60 * 60_000,
};

/**
 * The wait before the next attempt after `failedAttempts` failures: exponential, capped, with
 * "equal jitter" (between half and all of it) so that messages queued during an outage do not
 * all hit the mail server again at the same instant.
 */
export function deliveryRetryDelayMs(
  policy: DeliveryRetryPolicy,
  failedAttempts: number,
  random: () => number,
): number {
  const exponent = Math.max(0, failedAttempts - 1);
  const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** exponent);
  return Math.round(delay / 2 + (random() * delay) / 2);
}
