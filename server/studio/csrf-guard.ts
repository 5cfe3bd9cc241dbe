import type { Context } from "hono";

/** Methods that only read; every other one changes something and is guarded. */
export function isReadOnly(method: string): boolean {
  return method === "GET" || method === "HEAD" || method === "OPTIONS";
}

/**
 * Whether a request that changes something was sent by a page of this site: its Origin header
 * must be the site's configured address (siteUrl) or the host the request was sent to. Browsers
 * always send Origin with such requests and no page can forge it; a request without one is
 * refused as well.
 */
export function originAllowed(c: Context, siteOrigin: string): boolean {
  const origin = c.req.header("Origin");
  if (origin === undefined) return false;
  const host = new URL(c.req.url).host;
  return origin === siteOrigin || origin === `https://${host}` || origin === `http://${host}`;
}
