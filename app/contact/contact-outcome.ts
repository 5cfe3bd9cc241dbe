import { contactFields } from "../../core/contact/contact-fields.ts";
import type { ContactFieldErrors } from "../../core/contact/contact-message.ts";

/** What became of a message the visitor sent, as the form needs to know it. */
export type ContactOutcome =
  | { kind: "accepted" }
  | { kind: "invalid"; fields: ContactFieldErrors }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "failed"; error: Error };

// Used when a 429 names no delay: long enough not to be refused again at once.
const defaultRetryAfterSeconds = 60;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function fieldErrorsIn(body: Record<string, unknown>): ContactFieldErrors {
  const fields = body.fields;
  const errors: ContactFieldErrors = {};
  if (!isRecord(fields)) return errors;
  for (const field of contactFields) {
    const message = fields[field];
    if (typeof message === "string" && message.trim() !== "") errors[field] = message;
  }
  return errors;
}

/** Seconds to wait according to a Retry-After header: a number of seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

function retryAfterSecondsIn(
  body: Record<string, unknown> | undefined,
  header: string | null,
  now: number,
): number {
  const fromBody = body?.retryAfterSeconds;
  if (typeof fromBody === "number" && Number.isFinite(fromBody) && fromBody >= 0) {
    return Math.ceil(fromBody);
  }
  return parseRetryAfter(header, now) ?? defaultRetryAfterSeconds;
}

interface ContactAnswer {
  status: number;
  /** The parsed JSON body, or undefined when the body was not JSON. */
  body: unknown;
  retryAfter: string | null;
}

/**
 * Reads the contact API's answer: every 2xx means the message was accepted; a 400 with field
 * errors names what to correct; a 429 says how long to wait; everything else is a failure.
 */
export function interpretContactAnswer(answer: ContactAnswer, now = Date.now()): ContactOutcome {
  const { status } = answer;
  const body = isRecord(answer.body) ? answer.body : undefined;
  if (status >= 200 && status < 300) return { kind: "accepted" };
  if (status === 400 && body?.error === "validation_failed") {
    const fields = fieldErrorsIn(body);
    if (Object.keys(fields).length > 0) return { kind: "invalid", fields };
  }
  if (status === 429) {
    return {
      kind: "rate-limited",
      retryAfterSeconds: retryAfterSecondsIn(body, answer.retryAfter, now),
    };
  }
  const code = typeof body?.error === "string" ? ` (${body.error})` : "";
  return { kind: "failed", error: new Error(`The contact API answered ${status}${code}`) };
}
