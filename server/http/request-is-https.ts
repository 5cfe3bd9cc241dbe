import type { Context } from "hono";

/**
 * Whether the visitor reached the server over HTTPS: the request's own URL, or, behind a trusted
 * proxy (TRUST_PROXY), the scheme the proxy reports in X-Forwarded-Proto. HSTS and the
 * Studio's Secure cookies both follow it.
 */
export function requestIsHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  if (!trustProxy) return false;
  const proto = c.req.header("X-Forwarded-Proto")?.split(",")[0]?.trim().toLowerCase();
  return proto === "https";
}
