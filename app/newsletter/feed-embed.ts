/** The configuration the platform's feed widget reads from the page before it runs. */
interface FeedWidgetConfig {
  substackUrl: string;
  posts: number;
}

declare global {
  interface Window {
    SubstackFeedWidget?: FeedWidgetConfig;
  }
}

/** loading: the script is on its way; ready: the widget has drawn; unavailable: it could not. */
export type FeedState = "loading" | "ready" | "unavailable";

interface FeedEmbedOptions {
  /** The element the widget draws into (the widget finds it by its id). */
  container: HTMLElement;
  scriptUrl: string;
  config: FeedWidgetConfig;
  /** How long the widget may take to draw before the page falls back to a link. */
  timeoutMs: number;
  onState: (state: FeedState) => void;
}

const resourceTags = new Set(["SCRIPT", "LINK", "IFRAME", "IMG", "STYLE"]);
// Links that name the page's own addresses (the router writes them on every navigation), not
// resources: their href is the configured site URL, another origin wherever the site is
// served under a different address.
const pageAddressRels = new Set(["canonical", "alternate"]);

/**
 * Runs the platform's embed script on the page and returns the function that removes it again
 * with all it added: its script element, what it drew in the container, the global
 * configuration, and the scripts, styles and frames it put elsewhere in the page. The latter
 * are recognised as style elements or as resources from another origin than the site's.
 */
export function mountFeedEmbed({
  container,
  scriptUrl,
  config,
  timeoutMs,
  onState,
}: FeedEmbedOptions): () => void {
  const doc = container.ownerDocument;
  const win = doc.defaultView;
  if (!win) return () => {};
  const siteOrigin = win.location.origin;
  let state: FeedState = "loading";
  const setState = (next: FeedState) => {
    if (state === next || state === "ready") return;
    state = next;
    onState(next);
  };

  const script = doc.createElement("script");
  const addedElsewhere = new Set<Element>();
  const isForeignResource = (element: Element) => {
    if (!resourceTags.has(element.tagName)) return false;
    if (element.tagName === "STYLE") return true;
    if (pageAddressRels.has(element.getAttribute("rel") ?? "")) return false;
    const address = element.getAttribute("src") ?? element.getAttribute("href");
    if (!address) return false;
    return new URL(address, doc.baseURI).origin !== siteOrigin;
  };
  const pageWatcher = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof win.Element) || node === script || container.contains(node)) continue;
        if (isForeignResource(node)) addedElsewhere.add(node);
      }
    }
  });
  pageWatcher.observe(doc.head, { childList: true });
  pageWatcher.observe(doc.body, { childList: true, subtree: true });

  const drawWatcher = new MutationObserver(() => {
    if (container.childElementCount > 0) setState("ready");
  });
  drawWatcher.observe(container, { childList: true });

  win.SubstackFeedWidget = { ...config };
  script.src = scriptUrl;
  script.async = true;
  script.addEventListener("error", () => setState("unavailable"));
  const timer = win.setTimeout(() => setState("unavailable"), timeoutMs);
  doc.body.append(script);

  return () => {
    win.clearTimeout(timer);
    pageWatcher.disconnect();
    drawWatcher.disconnect();
    script.remove();
    for (const element of addedElsewhere) element.remove();
    container.replaceChildren();
    delete win.SubstackFeedWidget;
  };
}
