import type { MiddlewareHandler } from "hono";
import { requestIsHttps } from "../http/request-is-https.ts";
import { resourcePolicy } from "./content-security-policy.ts";

export interface SecurityHeaderOptions {
  /** Whether X-Forwarded-Proto from a trusted proxy says the visitor used HTTPS. */
  trustProxy: boolean;
}

const permissionsPolicy = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

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
    headers.set("X-Frame-Options", "DENY");
    // Keeps other sites from scripting this window; popups (the newsletter signup tab) still open.
    headers.set("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
    if (requestIsHttps(c, options.trustProxy)) {
      headers.set("Strict-Transport-Security", "max-age=31536000");
    }
  };
}
