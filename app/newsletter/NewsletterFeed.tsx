import { useEffect, useRef, useState } from "react";
import type { Site } from "../../core/content/site-schema.ts";
import { feedFramePath } from "../../core/site/feed-frame-address.ts";
import { afterPageLoad } from "./after-page-load.ts";
import type { FeedFrameLink, FeedFrameReport } from "./feed-frame-starter.ts";

/** loading: the frame is on its way; ready: the posts are drawn; unavailable: they could not be. */
type FeedState = "loading" | "ready" | "unavailable";

/**
 * How long the frame has to say how it went: the widget's own 8 s, and time for the frame's page
 * itself to arrive.
 */
const FRAME_TIMEOUT_MS = 10_000;
/** The tallest the frame may make itself, whatever it reports. */
const MAX_FRAME_HEIGHT = 4000;

/** A report from the feed's frame, or undefined for any other message. */
function reportOf(data: unknown): FeedFrameReport | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { source, state, height } = data as Partial<FeedFrameReport>;
  if (source !== "newsletter-feed" || (state !== "ready" && state !== "unavailable")) return;
  if (typeof height !== "number" || !Number.isFinite(height)) return undefined;
  return { source, state, height: Math.min(MAX_FRAME_HEIGHT, Math.max(0, height)) };
}

/** The web address of a link the feed's frame asks the page to open, if it is one. */
function linkOf(data: unknown): string | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { source, open } = data as Partial<FeedFrameLink>;
  if (source !== "newsletter-feed" || typeof open !== "string") return undefined;
  try {
    const url = new URL(open);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

interface NewsletterFeedProps {
  newsletter: Pick<Site["newsletter"], "platform" | "publicationUrl">;
}

/**
 * The latest posts, drawn by the platform's embed script in a sandboxed frame of their own
 * (`/embeds/newsletter-feed`): the script never runs in the site's pages, where the owner's
 * session could be read. The frame is added once the page itself has loaded, so it never delays
 * the page, and goes with the page. Until the posts appear, and for good when the script is
 * blocked or offline, a link to the publication holds their place, in a box about as tall as the
 * posts, so that their arrival does not push the page around (only the link to all posts
 * follows them).
 */
export function NewsletterFeed({ newsletter }: NewsletterFeedProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [shown, setShown] = useState(false);
  const [state, setState] = useState<FeedState>("loading");
  const [height, setHeight] = useState(0);
  const { platform, publicationUrl } = newsletter;

  useEffect(() => afterPageLoad(() => setShown(true)), []);

  useEffect(() => {
    if (!shown) return;
    const listen = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const link = linkOf(event.data);
      // In a new tab with no handle on this one: a page the feed links to cannot reach back.
      if (link) window.open(link, "_blank", "noopener,noreferrer");
      const report = reportOf(event.data);
      if (!report) return;
      setHeight(report.height);
      setState((current) => (current === "loading" ? report.state : current));
    };
    window.addEventListener("message", listen);
    const timer = window.setTimeout(
      () => setState((current) => (current === "loading" ? "unavailable" : current)),
      FRAME_TIMEOUT_MS,
    );
    return () => {
      window.removeEventListener("message", listen);
      window.clearTimeout(timer);
    };
  }, [shown]);

  const linkClass =
    "font-medium text-accent underline underline-offset-4 transition-colors hover:no-underline";
  const ready = state === "ready";

  return (
    <section aria-labelledby="latest-posts">
      <h2 id="latest-posts" className="font-serif text-2xl tracking-tight md:text-3xl">
        Latest posts
      </h2>
      <div
        className={`mt-6 flex flex-col ${ready ? "" : "min-h-80"}`}
        aria-busy={state === "loading"}
        data-feed-state={state}
      >
        {shown && state !== "unavailable" && (
          <iframe
            ref={frame}
            src={feedFramePath}
            title={`Latest posts on ${platform}`}
            sandbox="allow-scripts"
            referrerPolicy="no-referrer"
            className="block w-full border-0"
            style={{ height: ready ? height : 0, visibility: ready ? "visible" : "hidden" }}
          />
        )}
        {!ready && (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 rounded-sm border border-line bg-line/25 px-6 py-12 text-center">
            <p className="max-w-sm leading-relaxed text-muted">
              Posts on projects, process and life in the studio are published on {platform}.
            </p>
            <a
              href={publicationUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              Read the latest posts on {platform}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        )}
      </div>
      {ready && (
        <p className="mt-6">
          <a href={publicationUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            All posts on {platform}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
    </section>
  );
}
