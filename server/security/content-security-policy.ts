import type { InlineHashes } from "./inline-hashes.ts";

/** The outside origins the site's pages use, each for one purpose. */
export interface CspSources {
  /** The newsletter platform's feed script and the API it reads posts from. */
  newsletterScriptOrigins: string[];
  /** Where the newsletter feed's images come from. */
  newsletterImageOrigins: string[];
  /** The video players embedded on project pages. */
  videoFrameOrigins: string[];
  /** Extra script and frame origins, e.g. Cloudflare Turnstile when it is switched on. */
  challengeOrigins: string[];
  /** Hashes of fixed stylesheets that libraries add at runtime (see runtime-style-hashes.ts). */
  runtimeStyleHashes: string[];
}

/** The video hosts whose players the site embeds (privacy-enhanced YouTube, Vimeo). */
export const videoFrameOrigins = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/** The image CDN of the newsletter platform (Substack) whose feed the Blog page shows. */
export const newsletterImageOrigins = ["https://substackcdn.com"];

function directive(name: string, values: string[]): string {
  return [name, ...values].join(" ");
}

/**
 * The policy of an HTML page: only the site's own files, the page's own inline scripts by hash
 * (never 'unsafe-inline'), and the few outside origins the site is built to use.
 */
export function pagePolicy(sources: CspSources, page: InlineHashes): string {
  const styleAttr =
    page.styleAttributes.length > 0 ? ["'unsafe-hashes'", ...page.styleAttributes] : ["'none'"];
  return [
    directive("default-src", ["'self'"]),
    directive("script-src", [
      "'self'",
      ...page.scripts,
      ...sources.newsletterScriptOrigins,
      ...sources.challengeOrigins,
    ]),
    directive("style-src", ["'self'", ...page.styles, ...sources.runtimeStyleHashes]),
    directive("style-src-attr", styleAttr),
    directive("img-src", ["'self'", "data:", ...sources.newsletterImageOrigins]),
    directive("font-src", ["'self'"]),
    directive("connect-src", ["'self'", ...sources.newsletterScriptOrigins]),
    directive("frame-src", [...sources.videoFrameOrigins, ...sources.challengeOrigins]),
    directive("media-src", ["'self'"]),
    directive("object-src", ["'none'"]),
    directive("base-uri", ["'self'"]),
    directive("form-action", ["'self'"]),
    directive("frame-ancestors", ["'none'"]),
  ].join("; ");
}

/** The policy of everything that is not a page (API answers, images, scripts): nothing runs. */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'";
