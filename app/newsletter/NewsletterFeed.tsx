import type { Site } from "../../core/content/site-schema.ts";
import { feedFramePath } from "../../core/site/feed-frame-address.ts";
import { islandMarker } from "../islands/island-registry.ts";

interface NewsletterFeedProps {
  newsletter: Pick<Site["newsletter"], "platform" | "publicationUrl">;
}

const linkClass =
  "font-medium text-accent underline underline-offset-4 transition-colors hover:no-underline";

/**
 * The latest posts, drawn by the platform's embed script in a sandboxed frame of their own
 * (`/embeds/newsletter-feed`): the script never runs in the site's pages, where the owner's
 * session could be read. The island (`newsletter-feed.island.ts`) adds the frame once the page
 * itself has loaded, so it never delays the page, and it goes with the page. Until the posts
 * appear, and for good when the script is blocked or offline, a link to the publication holds
 * their place, in a box about as tall as the posts, so that their arrival does not push the page
 * around (only the link to all posts follows them).
 */
export function NewsletterFeed({ newsletter }: NewsletterFeedProps) {
  const { platform, publicationUrl } = newsletter;
  return (
    <section
      aria-labelledby="latest-posts"
      {...islandMarker("newsletter-feed")}
      data-feed-frame={feedFramePath}
      data-feed-title={`Latest posts on ${platform}`}
    >
      <h2 id="latest-posts" className="font-serif text-2xl tracking-tight md:text-3xl">
        Latest posts
      </h2>
      <div
        className="mt-6 flex min-h-80 flex-col data-[feed-state=ready]:min-h-0"
        aria-busy="true"
        data-feed-state="loading"
      >
        <div
          data-feed-fallback=""
          className="flex flex-1 flex-col items-center justify-center gap-3 rounded-sm border border-line bg-line/25 px-6 py-12 text-center"
        >
          <p className="max-w-sm leading-relaxed text-muted">
            Posts on projects, process and life in the studio are published on {platform}.
          </p>
          <a href={publicationUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Read the latest posts on {platform}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
      <p className="mt-6" data-feed-all="" hidden>
        <a href={publicationUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
          All posts on {platform}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </section>
  );
}
