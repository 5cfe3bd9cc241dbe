import type { MiddlewareHandler } from "hono";
import { apiError } from "./api-error.ts";

/**
 * Refuses requests that a browser sent from another site's page. The site's own origins are the
 * configured public address (siteUrl) and the host the request was sent to (so a local or
 * staging address works too). Requests without an Origin header (curl, server-to-server) pass:
 * the header is what browsers add, and what a cross-site form or script cannot remove.
 */
export function sameOrigin(siteUrl: () => string): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header("Origin");
    if (origin === undefined) return next();
    const host = new URL(c.req.url).host;
    const allowed = new Set([new URL(siteUrl()).origin, `http://${host}`, `https://${host}`]);
    if (!allowed.has(origin)) {
      return apiError(
        c,
        403,
        "forbidden_origin",
        "Messages can only be sent from this site's own contact form.",
      );
    }
    return next();
  };
}
