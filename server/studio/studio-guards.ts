import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { csrfHeader } from "../../core/studio/studio-api.ts";
import { apiError } from "../api/api-error.ts";
import { isReadOnly, originAllowed } from "./csrf-guard.ts";
import { csrfTokenMatches } from "./session-store.ts";
import type { StudioEnv, StudioRoute } from "./studio-route.ts";

/** The largest request body the Studio API reads, unless a route says otherwise. */
const maxStudioBodyBytes = 16 * 1024;

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}

/** The owner's answers are kept by no cache and shown by no search engine. */
export const privateHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
};

/**
 * Lets a request through to a route of `access` only with a session where the route needs one,
 * and, for a change, only from this site's origin and with the session's CSRF token.
 */
export function accessGuard(
  access: StudioRoute["access"],
  siteUrl: () => string,
): MiddlewareHandler<StudioEnv> {
  return async (c, next) => {
    const session = c.get("session");
    if (access === "owner" && !session) {
      return apiError(c, 401, "unauthorized", "Sign in to the Studio first.");
    }
    if (!isReadOnly(c.req.method)) {
      if (!originAllowed(c, new URL(siteUrl()).origin)) {
        return apiError(c, 403, "forbidden_origin", "This request did not come from the Studio.");
      }
      if (session && !csrfTokenMatches(session, c.req.header(csrfHeader))) {
        return apiError(
          c,
          403,
          "csrf_failed",
          "The request's security token is missing or out of date. Reload the page and try again.",
        );
      }
    }
    return next();
  };
}

/** Each route reads at most its own limit of body, and only once the guards have passed. */
export function routeBodyLimit(route: StudioRoute): MiddlewareHandler<StudioEnv> {
  const maxSize = route.bodyLimit ?? maxStudioBodyBytes;
  return bodyLimit({
    maxSize,
    onError: (c) =>
      apiError(
        c,
        413,
        "payload_too_large",
        `The request is too large (at most ${sizeText(maxSize)}).`,
      ),
  });
}
