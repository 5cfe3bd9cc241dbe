import type { BrowserContext, FrameLocator, Locator, Page, Route } from "@playwright/test";
import { site } from "./site-facts.ts";

export const { platform, publicationUrl, subscribeUrl, feedScriptUrl } = site.newsletter;
/** The publication's pages, e.g. "https://name.substack.com". */
export const publicationOrigin = new URL(publicationUrl).origin;
/** The feed script's host, which also serves the styles the feed adds. */
const feedOrigin = new URL(feedScriptUrl).origin;

/**
 * Stands in for the platform's feed script: draws `posts` links from its page's
 * SubstackFeedWidget configuration into its container, and, like real embeds, also adds a
 * style element and a stylesheet from its own host to its page's head.
 */
export const drawingFeedScript = `
(() => {
  const config = window.SubstackFeedWidget;
  const container = document.getElementById("substack-feed-embed");
  if (!config || !container) return;
  const style = document.createElement("style");
  style.id = "feed-widget-style";
  style.textContent = ".feed-post { display: block; padding: 12px 0; }";
  document.head.append(style);
  const sheet = document.createElement("link");
  sheet.rel = "stylesheet";
  sheet.href = "${feedOrigin}/embeds/feed.css";
  document.head.append(sheet);
  const list = document.createElement("div");
  list.className = "feed-posts";
  for (let i = 1; i <= config.posts; i++) {
    const post = document.createElement("a");
    post.className = "feed-post";
    post.href = "https://" + config.substackUrl + "/p/post-" + i;
    post.textContent = "Studio notes " + i;
    list.append(post);
  }
  container.append(list);
})();
`;

/** The frame on Blog in which the feed's script runs, apart from the site's own page. */
export function feedFrameElement(page: Page): Locator {
  return page.locator(`iframe[title="Latest posts on ${platform}"]`);
}

/** What is inside that frame. */
export function feedFrame(page: Page): FrameLocator {
  return page.frameLocator(`iframe[title="Latest posts on ${platform}"]`);
}

/** Requests to any host but the site's fail, as on this offline machine; stubs come on top. */
export async function isolateFromInternet(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort());
}

/** The feed script answers with `body`, or fails like a blocked or offline host when "unreachable". */
export async function stubFeedScript(page: Page, body: string | "unreachable"): Promise<void> {
  await page.route(`${feedOrigin}/**`, (route: Route) => {
    const url = route.request().url();
    if (body === "unreachable") return route.abort("blockedbyclient");
    if (url.endsWith(".css")) return route.fulfill({ contentType: "text/css", body: "" });
    return route.fulfill({ contentType: "text/javascript", body });
  });
}

/** The publication's pages, answered locally so that a new tab on them loads. */
export async function stubPublication(context: BrowserContext): Promise<void> {
  await context.route(`${publicationOrigin}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Subscribe</title><h1>Subscribe</h1>",
    }),
  );
}
