import type { IslandStart } from "../islands/island-registry.ts";
import { afterPageLoad } from "./after-page-load.ts";
import { linkOf, reportOf } from "./feed-frame-messages.ts";

/**
 * How long the frame has to say how it went: the widget's own 8 s, and time for the frame's page
 * itself to arrive.
 */
const FRAME_TIMEOUT_MS = 10_000;

/** The sandboxed frame the platform's script draws the posts in, hidden until they are drawn. */
function feedFrame(section: HTMLElement): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  frame.src = section.dataset.feedFrame ?? "";
  frame.title = section.dataset.feedTitle ?? "";
  frame.setAttribute("sandbox", "allow-scripts");
  frame.referrerPolicy = "no-referrer";
  frame.className = "block w-full border-0";
  frame.style.height = "0px";
  frame.style.visibility = "hidden";
  return frame;
}

/**
 * The Blog's feed (`NewsletterFeed`): once the page has loaded, the frame joins the box. The
 * posts take the place of the link to the publication when the frame says they are drawn; the
 * frame goes, and the link stays, when it says they cannot be, or says nothing in time. A link
 * of the feed opens in a new tab with no handle on this one.
 */
const start: IslandStart = (section) => {
  const box = section.querySelector<HTMLElement>("[data-feed-state]");
  if (!box) return;
  const frame = feedFrame(section);
  const settle = (state: "ready" | "unavailable") => {
    if (box.dataset.feedState !== "loading") return;
    box.dataset.feedState = state;
    box.setAttribute("aria-busy", "false");
    if (state === "unavailable") {
      frame.remove();
      return;
    }
    section.querySelector("[data-feed-fallback]")?.remove();
    section.querySelector<HTMLElement>("[data-feed-all]")?.removeAttribute("hidden");
    frame.style.visibility = "visible";
  };
  const listen = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow) return;
    const link = linkOf(event.data);
    if (link) window.open(link, "_blank", "noopener,noreferrer");
    const report = reportOf(event.data);
    if (!report) return;
    frame.style.height = `${report.height}px`;
    settle(report.state);
  };
  afterPageLoad(() => {
    window.addEventListener("message", listen);
    box.prepend(frame);
    window.setTimeout(() => settle("unavailable"), FRAME_TIMEOUT_MS);
  });
};

export default start;
