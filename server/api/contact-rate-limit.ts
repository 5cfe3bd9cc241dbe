import type { MiddlewareHandler } from "hono";
import { type RateLimitInfo, rateLimiter } from "hono-rate-limiter";
import { apiError } from "./api-error.ts";
import { type ClientAddress, rateLimitSubject } from "./client-address.ts";

export interface RateLimitSettings {
  /** Accepted submissions allowed per client (IPv4 address or IPv6 /64) within the window. */
  limit: number;
  windowMs: number;
}

type RateLimitEnv = { Variables: { rateLimit: RateLimitInfo } };

/**
 * Counts only submissions that were accepted: the middleware counts each request and takes it
 * back when the answer is an error, so a visitor correcting typos (400s) is never locked out.
 * Replays of an Idempotency-Key are answered before this middleware and are not counted.
 */
export function contactRateLimit(
  settings: RateLimitSettings,
  clientAddress: ClientAddress,
): MiddlewareHandler {
  const limiter = rateLimiter<RateLimitEnv>({
    windowMs: settings.windowMs,
    limit: settings.limit,
    standardHeaders: false,
    skipFailedRequests: true,
    keyGenerator: (c) => rateLimitSubject(clientAddress(c)),
    handler: (c) => {
      const resetTime = c.get("rateLimit").resetTime?.getTime() ?? Date.now() + settings.windowMs;
      const retryAfterSeconds = Math.max(1, Math.ceil((resetTime - Date.now()) / 1000));
      c.header("Retry-After", String(retryAfterSeconds));
      return apiError(
        c,
        429,
        "rate_limited",
        "Too many messages were sent from your network. Please try again later.",
        { retryAfterSeconds },
      );
    },
  });
  return limiter;
}
