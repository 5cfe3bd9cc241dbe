import type { Site } from "../../core/content/site-schema.ts";
import { NewsletterFeed } from "./NewsletterFeed.tsx";
import { NewsletterSignup } from "./NewsletterSignup.tsx";

export function BlogScreen({ newsletter }: { newsletter: Site["newsletter"] }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 md:px-8 md:py-20">
      <h1 className="font-serif text-4xl tracking-tight md:text-5xl">Blog</h1>
      <p className="mt-5 text-lg leading-relaxed text-muted">
        Follow me on {newsletter.platform} for project updates, a look into my artistic process, and
        life updates from the studio and beyond.
      </p>
      <div className="mt-8">
        <NewsletterSignup newsletter={newsletter} />
      </div>
      <div className="mt-16">
        <NewsletterFeed newsletter={newsletter} />
      </div>
    </div>
  );
}
