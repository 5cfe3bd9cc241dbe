import type { MiddlewareHandler } from "hono";
import type { ServedReleases } from "../releases/served-releases.ts";

/**
 * Tells search engines to leave out the pages the current release lists as unlisted or private
 * (`X-Robots-Tag: noindex`, besides the page's own robots meta tag), and their data.
 */
export function noindexHeader(releases: ServedReleases): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const paths = releases.current()?.pageAccess.noindexPaths;
    if (!paths || paths.length === 0) return;
    const page = new URL(c.req.url).pathname.replace(/\.data$/, "");
    if (paths.includes(page)) c.res.headers.set("X-Robots-Tag", "noindex");
  };
}
