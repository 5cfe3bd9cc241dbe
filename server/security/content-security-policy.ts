import type { Site } from "../../app/content/site-schema.ts";

/** The outside origins the site's pages use, each for one purpose. */
export interface CspSources {
  /** The newsletter platform's feed embed: its script, the styles it adds and the posts it reads. */
  newsletterOrigins: string[];
  /**
   * Where the newsletter signup form posts before the page's script runs (or without it): the
   * publication's subscribe page.
   */
  newsletterFormOrigins: string[];
  /** Where the newsletter feed's images come from. */
  newsletterImageOrigins: string[];
  /** The video players embedded on project pages. */
  videoFrameOrigins: string[];
  /** Extra script and frame origins, e.g. Cloudflare Turnstile when it is switched on. */
  challengeOrigins: string[];
  /** The visitor-figures service of `site.yaml` (`analytics`): its script and where it reports. */
  analyticsOrigins: string[];
}

/** The video hosts whose players the site embeds (privacy-enhanced YouTube, Vimeo). */
const videoFrameOrigins = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/** The image CDN of the newsletter platform (Substack) whose feed the Blog page shows. */
const newsletterImageOrigins = ["https://substackcdn.com"];

const turnstileOrigin = "https://challenges.cloudflare.com";

/**
 * The outside origins of a site with these settings: its newsletter feed, its analytics service
 * if it names one, and Turnstile if on.
 */
export function siteCspSources(site: Site, options: { turnstile: boolean }): CspSources {
  return {
    newsletterOrigins: [new URL(site.newsletter.feedScriptUrl).origin],
    newsletterFormOrigins: [new URL(site.newsletter.subscribeUrl).origin],
    newsletterImageOrigins,
    videoFrameOrigins,
    challengeOrigins: options.turnstile ? [turnstileOrigin] : [],
    analyticsOrigins: site.analytics ? [new URL(site.analytics.scriptUrl).origin] : [],
  };
}

function directive(name: string, values: string[]): string {
  return [name, ...values].join(" ");
}

/**
 * The policy of an HTML page. Scripts: the site's own files and the page's own inline scripts
 * by hash, never 'unsafe-inline', plus the newsletter embed. Styles may be inline: the
 * newsletter embed and the notice library add style elements whose content the site does not
 * control, and styles cannot run code. Everything else: only the few origins the site uses; the
 * analytics service, when there is one, may load its script and send its counts.
 * Every page carries the whole list, since the app moves between pages without a new document.
 */
export function pagePolicy(sources: CspSources, inlineScriptHashes: string[]): string {
  return [
    directive("default-src", ["'self'"]),
    directive("script-src", [
      "'self'",
      ...inlineScriptHashes,
      ...sources.newsletterOrigins,
      ...sources.challengeOrigins,
      ...sources.analyticsOrigins,
    ]),
    directive("style-src", ["'self'", "'unsafe-inline'", ...sources.newsletterOrigins]),
    directive("img-src", ["'self'", "data:", ...sources.newsletterImageOrigins]),
    directive("font-src", ["'self'"]),
    directive("connect-src", ["'self'", ...sources.newsletterOrigins, ...sources.analyticsOrigins]),
    directive("frame-src", [...sources.videoFrameOrigins, ...sources.challengeOrigins]),
    directive("media-src", ["'self'"]),
    directive("object-src", ["'none'"]),
    directive("base-uri", ["'self'"]),
    directive("form-action", ["'self'", ...sources.newsletterFormOrigins]),
    directive("frame-ancestors", ["'none'"]),
  ].join("; ");
}

/** The policy of everything that is not a page (API answers, images, scripts): nothing runs. */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'";
