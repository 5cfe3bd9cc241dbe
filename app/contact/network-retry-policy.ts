/**
 * How a message is re-sent when the network fails before an answer arrives, or a proxy answers
 * that it could not reach the server (502, 504). Every attempt carries the same Idempotency-Key,
 * so the server stores the message once however many attempts reach it. Answers from the
 * server itself (4xx, 5xx) are never retried.
 */
export const networkRetryPolicy = {
  attempts: 4,
  firstDelayMs: 500,
  maxDelayMs: 4000,
  /** An attempt that gets no answer in this time counts as a network failure. */
  attemptTimeoutMs: 10_000,
} as const;

/** The wait before retry number `retry` (1 for the first retry): doubling, up to a ceiling. */
export function networkRetryDelayMs(retry: number, policy = networkRetryPolicy): number {
  return Math.min(policy.firstDelayMs * 2 ** (retry - 1), policy.maxDelayMs);
}
