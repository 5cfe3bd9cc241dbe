import { aiCrawlers } from "../../core/site/ai-crawlers.ts";

/** The sitemap of every public page, with absolute addresses on the configured site URL. */
export function buildSitemap(siteUrl: string, paths: readonly string[]): string {
  const escapeXml = (text: string) =>
    text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  const urls = paths.map(
    (path) => `  <url><loc>${escapeXml(`${siteUrl}${path === "/" ? "/" : path}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * Lets every crawler in and points it at the sitemap; with `blockAiCrawlers`, first one group
 * that disallows the whole site to every AI crawler of the list (RFC 9309 lets one group name
 * several user agents).
 */
export function buildRobotsTxt(siteUrl: string, { blockAiCrawlers = false } = {}): string {
  const aiGroup = blockAiCrawlers
    ? [
        "# AI crawlers: no training, AI search or AI assistant may use this site's work.",
        ...aiCrawlers.map((crawler) => `User-agent: ${crawler.token}`),
        "Disallow: /",
        "",
      ]
    : [];
  return [...aiGroup, "User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join(
    "\n",
  );
}
