import type { Site } from "../../core/content/site-schema.ts";

/** The outside origins the site's pages use, each for one purpose. */
export interface CspSources {
  /**
   * The newsletter platform's feed embed, allowed only in the feed's own sandboxed frame: its
   * script, the styles it adds and the posts it reads.
   */
  newsletterOrigins: string[];
  /**
   * Where the newsletter signup form posts before the page's script runs (or without it): the
   * publication's subscribe page.
   */
  newsletterFormOrigins: string[];
  /** Where the newsletter feed's images come from (in its frame). */
  newsletterImageOrigins: string[];
  /** The video players embedded on project pages. */
  videoFrameOrigins: string[];
  /** The visitor-figures service of `site.yaml` (`analytics`): where the page views are sent. */
  analyticsOrigins: string[];
}

/** Which policy a page of the site gets: what may run there differs with what it is for. */
export type PageKind = "public" | "studio" | "feed-frame";

/** The video hosts whose players the site embeds (privacy-enhanced YouTube, Vimeo). */
const videoFrameOrigins = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/** The image CDN of the newsletter platform (Substack) whose feed the Blog page shows. */
const newsletterImageOrigins = ["https://substackcdn.com"];

/** The outside origins of a site with these settings: its newsletter and its analytics service. */
export function siteCspSources(site: Site): CspSources {
  return {
    newsletterOrigins: [new URL(site.newsletter.feedScriptUrl).origin],
    newsletterFormOrigins: [new URL(site.newsletter.subscribeUrl).origin],
    newsletterImageOrigins,
    videoFrameOrigins,
    analyticsOrigins: site.analytics ? [new URL(site.analytics.scriptUrl).origin] : [],
  };
}

function policy(directives: [string, ...string[]][]): string {
  return directives.map((values) => values.join(" ")).join("; ");
}

/**
 * The policy of a public page. Scripts: the site's own files and the page's own inline scripts
 * by hash, never 'unsafe-inline', and nothing from another origin: third-party code never runs
 * in the site's origin, where the owner's session could be read. The newsletter feed runs in a
 * sandboxed frame of its own (`frame-src 'self'`); the analytics service only receives the
 * page view the site itself sends. Styles may be inline: the notice library adds style
 * elements, and styles cannot run code. Every page carries the whole list, since the app moves
 * between pages without a new document.
 */
export function pagePolicy(sources: CspSources, inlineScriptHashes: string[]): string {
  return policy([
    ["default-src", "'self'"],
    ["script-src", "'self'", ...inlineScriptHashes],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...sources.analyticsOrigins],
    ["frame-src", "'self'", ...sources.videoFrameOrigins],
    ["media-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'", ...sources.newsletterFormOrigins],
    ["frame-ancestors", "'none'"],
  ]);
}

/**
 * The policy of the Studio's pages: the site's own scripts and its inline ones by hash, data
 * only from the site itself, and no frame, whatever the site's settings name.
 */
export function studioPolicy(inlineScriptHashes: string[]): string {
  return policy([
    ["default-src", "'self'"],
    ["script-src", "'self'", ...inlineScriptHashes],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["frame-src", "'none'"],
    ["media-src", "'self'", "blob:"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ]);
}

/**
 * The policy of the newsletter feed's frame: sandboxed without `allow-same-origin`, so that it
 * runs in an opaque origin of its own, which reads no cookie and no page of the site, even when
 * opened on its own; the platform's script, styles and posts, and its own inline starter by hash.
 * It may open no window: the page opens the feed's links for it. Only the site's own pages may
 * frame it.
 */
export function feedFramePolicy(sources: CspSources, inlineScriptHashes: string[]): string {
  const feed = sources.newsletterOrigins;
  return policy([
    ["sandbox", "allow-scripts"],
    ["default-src", "'none'"],
    ["script-src", ...inlineScriptHashes, ...feed],
    ["style-src", "'unsafe-inline'", ...feed],
    ["img-src", "data:", ...feed, ...sources.newsletterImageOrigins],
    ["font-src", ...feed],
    ["connect-src", ...feed],
    ["base-uri", "'none'"],
    ["form-action", "'none'"],
    ["frame-ancestors", "'self'"],
  ]);
}

/** The policy of a page of the given kind. */
export function policyFor(kind: PageKind, sources: CspSources, inlineScriptHashes: string[]) {
  if (kind === "studio") return studioPolicy(inlineScriptHashes);
  if (kind === "feed-frame") return feedFramePolicy(sources, inlineScriptHashes);
  return pagePolicy(sources, inlineScriptHashes);
}

/** The policy of everything that is not a page (API answers, images, scripts): nothing runs. */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'";
