import { useEffect, useRef, useState } from "react";
import type { Site } from "../content/site-schema.ts";
import { afterPageLoad } from "./after-page-load.ts";
import { type FeedState, mountFeedEmbed } from "./feed-embed.ts";
import { publicationHost } from "./publication-host.ts";

/** The widget has this long to draw the posts before the page settles on the link. */
const FEED_TIMEOUT_MS = 8000;
const FEED_POSTS = 3;

interface NewsletterFeedProps {
  newsletter: Pick<Site["newsletter"], "platform" | "publicationUrl" | "feedScriptUrl">;
}

/**
 * The latest posts, drawn by the platform's embed script while the page is shown; the script
 * is added once the page itself has loaded, so it never delays the page. Until they
 * appear, and for good when the script is blocked or offline, a link to the publication
 * holds their place, in a box about as tall as the posts, so that their arrival does not push
 * the page around (only the link to all posts follows them).
 */
export function NewsletterFeed({ newsletter }: NewsletterFeedProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<FeedState>("loading");
  const { platform, publicationUrl, feedScriptUrl } = newsletter;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    setState("loading");
    let unmount: (() => void) | undefined;
    const cancel = afterPageLoad(() => {
      unmount = mountFeedEmbed({
        container,
        scriptUrl: feedScriptUrl,
        config: { substackUrl: publicationHost(publicationUrl), posts: FEED_POSTS },
        timeoutMs: FEED_TIMEOUT_MS,
        onState: setState,
      });
    });
    return () => {
      cancel();
      unmount?.();
    };
  }, [feedScriptUrl, publicationUrl]);

  const linkClass =
    "font-medium text-accent underline underline-offset-4 transition-colors hover:no-underline";

  return (
    <section aria-labelledby="latest-posts">
      <h2 id="latest-posts" className="font-serif text-2xl tracking-tight md:text-3xl">
        Latest posts
      </h2>
      <div
        className={`mt-6 flex flex-col ${state === "ready" ? "" : "min-h-80"}`}
        aria-busy={state === "loading"}
        data-feed-state={state}
      >
        <div id="substack-feed-embed" ref={containerRef} />
        {state !== "ready" && (
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
      {state === "ready" && (
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
