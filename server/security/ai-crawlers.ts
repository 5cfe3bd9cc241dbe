import type { MiddlewareHandler } from "hono";
import { aiRobotsDirectives, refusedUserAgentTokens } from "../../core/site/ai-crawlers.ts";
import type { ServedReleases } from "../releases/served-releases.ts";

// The tokens are letters, digits and hyphens (a test keeps them so): nothing to escape.
const refusedAgent = new RegExp(refusedUserAgentTokens.join("|"), "i");

/** Whether a request's User-Agent names one of the listed AI crawlers. */
export function isAiCrawler(userAgent: string | undefined): boolean {
  return userAgent !== undefined && refusedAgent.test(userAgent);
}

/** Whether the build being served keeps AI crawlers out (`blockAiCrawlers` in site.yaml). */
function blocking(releases: ServedReleases): boolean {
  return releases.current()?.site.blockAiCrawlers === true;
}

/**
 * Answers the listed AI crawlers 403 for every address but robots.txt (which tells them the
 * same politely), while the build being served keeps them out. The refusal is never stored by
 * a cache on the way, which would otherwise hand it to visitors.
 */
export function refuseAiCrawlers(releases: ServedReleases): MiddlewareHandler {
  return async (c, next) => {
    if (
      c.req.path !== "/robots.txt" &&
      isAiCrawler(c.req.header("User-Agent")) &&
      blocking(releases)
    ) {
      return c.text("This site does not allow AI crawlers.\n", 403, {
        "Cache-Control": "no-store",
      });
    }
    await next();
  };
}

/**
 * Says `noai, noimageai` in the X-Robots-Tag header of the site's answers (pages, their data,
 * pictures, films) while the build being served keeps AI crawlers out, after any `noindex` an
 * inner layer gave.
 */
export function aiRobotsHeader(releases: ServedReleases): MiddlewareHandler {
  return async (c, next) => {
    const signal = blocking(releases);
    await next();
    if (!signal) return;
    const given = c.res.headers.get("X-Robots-Tag");
    c.res.headers.set(
      "X-Robots-Tag",
      given ? `${given}, ${aiRobotsDirectives}` : aiRobotsDirectives,
    );
  };
}
