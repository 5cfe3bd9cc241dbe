/** How long a repeated Idempotency-Key gets the first answer again instead of a new message. */
export const idempotencyWindowMs = 24 * 60 * 60_000;

const keyPattern = /^[\x21-\x7e]{1,128}$/;

/**
 * Reads the Idempotency-Key header: absent (null), valid (the key) or malformed (undefined).
 * The form sends a UUID; any 1-128 visible ASCII characters are accepted.
 */
export function readIdempotencyKey(header: string | undefined): string | null | undefined {
  if (header === undefined) return null;
  return keyPattern.test(header) ? header : undefined;
}
