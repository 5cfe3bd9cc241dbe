import type { Context, MiddlewareHandler } from "hono";
import { resourcePolicy } from "./content-security-policy.ts";

export interface SecurityHeaderOptions {
  /** Whether X-Forwarded-Proto from a trusted proxy says the visitor used HTTPS. */
  trustProxy: boolean;
}

const permissionsPolicy = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

/** Whether the visitor reached the server over HTTPS, directly or through a trusted proxy. */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  if (!trustProxy) return false;
  const proto = c.req.header("X-Forwarded-Proto")?.split(",")[0]?.trim().toLowerCase();
  return proto === "https";
}

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
    if (isHttps(c, options.trustProxy)) {
      headers.set("Strict-Transport-Security", "max-age=31536000");
    }
  };
}
