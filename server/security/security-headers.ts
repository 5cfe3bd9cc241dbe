import type { MiddlewareHandler } from "hono";
import { requestIsHttps } from "../http/request-is-https.ts";
import { resourcePolicy } from "./content-security-policy.ts";

export interface SecurityHeaderOptions {
  /** Whether X-Forwarded-Proto from a trusted proxy says the visitor used HTTPS. */
  trustProxy: boolean;
}

const permissionsPolicy = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

/**
 * Keeps other sites from scripting this window; popups (the newsletter signup tab) still open.
 * It puts every page in a browsing context group of its own, which costs a new renderer process
 * when a page is opened from a blank tab ([decision 015](../../docs/decisions/015-pages-keep-the-opener-policy.md)).
 */
export const openerPolicy = "same-origin-allow-popups";

/**
 * Security headers on every response. A page carries the Content Security Policy the static
 * layer gave it (with the hashes of its own inline scripts, computed when it was built);
 * everything else gets the policy under which nothing runs.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has("Content-Security-Policy")) {
      headers.set("Content-Security-Policy", resourcePolicy);
    }
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Permissions-Policy", permissionsPolicy);
    // A page framed by the site's own (the newsletter feed's) says so itself.
    if (!headers.has("X-Frame-Options")) headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", openerPolicy);
    if (requestIsHttps(c, options.trustProxy)) {
      headers.set("Strict-Transport-Security", "max-age=31536000");
    }
  };
}
