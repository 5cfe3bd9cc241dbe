/// <reference lib="dom" />

/** The configuration the platform's feed widget reads from its page before it runs. */
interface FeedWidgetConfig {
  substackUrl: string;
  posts: number;
}

declare global {
  interface Window {
    SubstackFeedWidget?: FeedWidgetConfig;
  }
}

/** What the feed's frame tells the page that shows it, each time it changes. */
export interface FeedFrameReport {
  source: "newsletter-feed";
  /** ready: the widget has drawn; unavailable: it could not. */
  state: "ready" | "unavailable";
  /** The height the posts need, in CSS pixels. */
  height: number;
}

/** A link of the feed the visitor followed, for the page to open in a new tab. */
export interface FeedFrameLink {
  source: "newsletter-feed";
  open: string;
}

export interface FeedFrameOptions {
  scriptUrl: string;
  config: FeedWidgetConfig;
  /** How long the widget may take to draw before the page falls back to a link. */
  timeoutMs: number;
}

/**
 * Runs in the feed's own sandboxed page: hands the platform's widget its configuration, adds its
 * script, and tells the page that frames it whether the posts were drawn and how tall they are,
 * so the frame can take their height. A link followed in the feed is handed to the page too,
 * which opens it in a new tab cut off from the site's windows: the frame itself may open no
 * window. The page checks that a message comes from its own frame; it carries nothing of the
 * page's, which this frame cannot read.
 *
 * The build inlines this function's text into that page (`scripts/build/feed-frame.ts`), so it
 * must not use anything from outside its own body.
 */
export function startFeedFrame({ scriptUrl, config, timeoutMs }: FeedFrameOptions): void {
  const container = document.getElementById("substack-feed-embed");
  if (!container) return;
  let state: FeedFrameReport["state"] | "loading" = "loading";
  const report = () => {
    if (state === "loading") return;
    const message: FeedFrameReport = {
      source: "newsletter-feed",
      state,
      height: Math.ceil(document.documentElement.getBoundingClientRect().height),
    };
    window.parent.postMessage(message, "*");
  };
  const settle = (next: FeedFrameReport["state"]) => {
    if (state !== "loading") return;
    state = next;
    report();
  };
  new MutationObserver(() => {
    if (container.childElementCount > 0) settle("ready");
  }).observe(container, { childList: true });
  new ResizeObserver(report).observe(document.documentElement);
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || !/^https?:$/.test(link.protocol)) return;
      event.preventDefault();
      const message: FeedFrameLink = { source: "newsletter-feed", open: link.href };
      window.parent.postMessage(message, "*");
    },
    true,
  );
  window.SubstackFeedWidget = { ...config };
  const script = document.createElement("script");
  script.src = scriptUrl;
  script.async = true;
  script.addEventListener("error", () => settle("unavailable"));
  window.setTimeout(() => settle("unavailable"), timeoutMs);
  document.body.append(script);
}
