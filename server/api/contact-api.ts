import type { Context, Handler, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { type ContactMessage, validateContactMessage } from "../../core/contact/contact-message.ts";
import { contactAnswerPaths } from "../../core/site/contact-answer-pages.ts";
import { mediaTypeOf } from "../http/media-type.ts";
import type { Logger } from "../logger.ts";
import type { ContactStore } from "../storage/message-store.ts";
import { apiError } from "./api-error.ts";
import type { ClientAddress } from "./client-address.ts";
import { contactRateLimit, type RateLimitSettings } from "./contact-rate-limit.ts";
import { idempotencyWindowMs, readIdempotencyKey } from "./idempotency-key.ts";
import { sameOrigin } from "./same-origin.ts";
import { type SubmissionPath, spamReasonOf } from "./spam-check.ts";

/**
 * The largest request body read. A message with every field at its limit takes at most about
 * 17 KB as JSON (three bytes per character) and about 50 KB as a form posted by the browser
 * (nine bytes per character of Chinese or Japanese, percent-encoded), so no genuine message
 * comes near it.
 */
export const maxBodyBytes = 64 * 1024;

export interface ContactApiOptions {
  store: ContactStore;
  /** The site's public address (of the build being served); its origin may post messages. */
  siteUrl: () => string;
  clientAddress: ClientAddress;
  /** Turns an IP address into the salted hash that is stored instead of it. */
  hashIp: (address: string) => string;
  /** Accepted submissions per client and window; false turns the limit off (tests, benchmarks). */
  rateLimit: RateLimitSettings | false;
  /** How long delivery of a message is retried before it is marked failed. */
  retryForMs: number;
  logger: Logger;
  /** Told about each new message that should be delivered, so delivery starts at once. */
  onAccepted?: (id: string) => void;
  clock?: () => number;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The answer to an accepted submission (HTTP 202), repeated for a repeated Idempotency-Key. */
interface ContactAccepted {
  id: string;
  status: "accepted";
}

function accepted(c: Context, id: string): Response {
  const body: ContactAccepted = { id, status: "accepted" };
  return c.json(body, 202);
}

const methodNotAllowed = (allow: string) => (c: Context) => {
  c.header("Allow", allow);
  return apiError(c, 405, "method_not_allowed", `This address only answers ${allow}.`);
};

const formMediaType = "application/x-www-form-urlencoded";

/** The message as the form's script sends it (JSON), or as a browser posts the form itself. */
const messageMediaTypes: ReadonlySet<string | undefined> = new Set([
  "application/json",
  formMediaType,
]);

const requireMessageBody: MiddlewareHandler = async (c, next) => {
  if (!messageMediaTypes.has(mediaTypeOf(c))) {
    return apiError(
      c,
      415,
      "unsupported_media_type",
      `Send the message as application/json, or as a form (${formMediaType}).`,
    );
  }
  return next();
};

function submissionPathOf(c: Context): SubmissionPath {
  if (mediaTypeOf(c) !== formMediaType) return "script";
  return c.req.header("Origin") === undefined ? "bare-form" : "browser-form";
}

/**
 * A browser that posted the form itself (the page's script had not run) is sent on to a
 * prerendered page in the words of the form's notices: sent, or not sent (whatever the reason;
 * the JSON answer names it for the script). 303 has the browser load that page with GET, so
 * reloading it never sends the message again.
 */
const answerFormWithPage: MiddlewareHandler = async (c, next) => {
  if (mediaTypeOf(c) !== formMediaType) return next();
  await next();
  const answer = c.res.status === 202 ? "sent" : "notSent";
  // Dropped first: Hono would copy the JSON answer's headers (Retry-After) onto the redirect.
  c.res = undefined;
  c.res = new Response(null, { status: 303, headers: { Location: contactAnswerPaths[answer] } });
};

const limitBody = bodyLimit({
  maxSize: maxBodyBytes,
  // The body is read no further; the Node adapter then discards what the client still sends
  // for a moment and closes the connection.
  onError: (c) =>
    apiError(
      c,
      413,
      "payload_too_large",
      `The message is too large (at most ${maxBodyBytes / 1024} KB).`,
    ),
});

/** Answers a repeated submission (the same Idempotency-Key) as the first was answered. */
function replayOrContinue(store: ContactStore, clock: () => number): MiddlewareHandler {
  return async (c, next) => {
    const key = readIdempotencyKey(c.req.header("Idempotency-Key"));
    if (key === undefined) {
      return apiError(
        c,
        400,
        "invalid_idempotency_key",
        "The Idempotency-Key header must be 1 to 128 visible ASCII characters.",
      );
    }
    if (key !== null) {
      const first = await store.answerFor(key, clock(), idempotencyWindowMs);
      if (first) return accepted(c, first);
    }
    return next();
  };
}

/** The message a request's body holds, or the answer that says what is wrong with it. */
async function readMessage(
  c: Context,
): Promise<{ body: Record<string, unknown>; message: ContactMessage } | Response> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body =
      mediaTypeOf(c) === formMediaType
        ? Object.fromEntries(new URLSearchParams(text))
        : JSON.parse(text);
  } catch {
    return apiError(c, 400, "invalid_json", "The request body is not valid JSON.");
  }
  if (!isObject(body)) {
    return apiError(c, 400, "invalid_json", "The request body must be a JSON object.");
  }
  const validation = validateContactMessage(body);
  if (!validation.ok) {
    return apiError(c, 400, "validation_failed", "Some fields need attention.", {
      fields: validation.errors,
    });
  }
  return { body, message: validation.message };
}

/** Stores a valid message (filed as spam where it looks like spam) and answers 202. */
function acceptMessage(options: ContactApiOptions, clock: () => number): Handler {
  const { store, logger } = options;
  return async (c) => {
    const read = await readMessage(c);
    if (read instanceof Response) return read;
    const address = options.clientAddress(c);
    const spamReason = spamReasonOf(read.body, submissionPathOf(c));
    const now = clock();
    let result: Awaited<ReturnType<ContactStore["accept"]>>;
    try {
      result = await store.accept(
        {
          ...read.message,
          receivedAt: now,
          ipHash: options.hashIp(address ?? "unknown"),
          spamReason,
          giveUpAt: now + options.retryForMs,
          idempotencyKey: readIdempotencyKey(c.req.header("Idempotency-Key")) ?? null,
        },
        idempotencyWindowMs,
      );
    } catch (error) {
      logger.error("CONTACT MESSAGE COULD NOT BE STORED", { error: String(error) });
      return apiError(
        c,
        503,
        "storage_unavailable",
        "Your message could not be saved just now. Please try again in a moment.",
      );
    }
    if (!result.replayed) {
      logger.info(spamReason ? "contact message filed as spam" : "contact message accepted", {
        id: result.id,
        spamReason,
      });
      if (!spamReason) options.onAccepted?.(result.id);
    }
    return accepted(c, result.id);
  };
}

/** Reports the database and the delivery queue, for the supervisor's health check. */
function health({ store, logger }: ContactApiOptions): Handler {
  return async (c) => {
    try {
      const counts = await store.deliveryCounts();
      return c.json({ status: "ok", database: "ok", ...counts });
    } catch (error) {
      logger.error("health check: the message database cannot be read", { error: String(error) });
      return c.json({ status: "error", database: "error" }, 503);
    }
  };
}

/**
 * The contact API: `POST /contact` stores a visitor's message and answers 202 once it is
 * committed (a form posted by a browser itself is sent on to the page that says so); `GET /health` reports the database and the delivery queue. A fetch-style app
 * (Request in, Response out) with storage passed in, so it can run wherever fetch handlers run.
 */
export function contactApi(options: ContactApiOptions): Hono {
  const clock = options.clock ?? Date.now;
  const rateLimit: MiddlewareHandler = options.rateLimit
    ? contactRateLimit(options.rateLimit, options.clientAddress)
    : (_c, next) => next();

  const api = new Hono();
  api.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  api.post(
    "/contact",
    sameOrigin(options.siteUrl),
    answerFormWithPage,
    requireMessageBody,
    limitBody,
    replayOrContinue(options.store, clock),
    rateLimit,
    acceptMessage(options, clock),
  );
  api.all("/contact", methodNotAllowed("POST"));

  api.get("/health", health(options));
  api.all("/health", methodNotAllowed("GET, HEAD"));

  api.all("*", (c) => apiError(c, 404, "not_found", "There is no API at this address."));
  return api;
}
