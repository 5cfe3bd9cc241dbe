import { useId } from "react";
import type { Site } from "../../core/content/site-schema.ts";
import { islandMarker } from "../islands/island-registry.ts";

interface NewsletterSignupProps {
  newsletter: Pick<Site["newsletter"], "platform" | "subscribeUrl">;
}

/**
 * The newsletter signup of the Contact and Blog pages. The subscription itself happens on
 * the platform: the form opens its subscribe page in a new tab with the e-mail filled in, by its
 * own action before any script has run; its island (`newsletter-signup.island.ts`) adds the
 * busy state, the notices and the cleared field.
 */
export function NewsletterSignup({ newsletter }: NewsletterSignupProps) {
  const inputId = useId();
  return (
    <form
      action={newsletter.subscribeUrl}
      method="get"
      target="_blank"
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      rel="noopener"
      {...islandMarker("newsletter-signup")}
      data-platform={newsletter.platform}
    >
      <div className="flex-1">
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
          Email address
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className="h-12 w-full scroll-mb-[calc(var(--footer-height)+5rem)] rounded-sm border border-muted/70 bg-white px-3.5 text-base text-ink placeholder:text-muted"
        />
      </div>
      <button
        type="submit"
        className="h-12 shrink-0 rounded-sm bg-ink px-7 text-sm font-medium tracking-wide text-white transition-colors hover:bg-ink/85 disabled:cursor-wait disabled:opacity-70"
      >
        Subscribe
      </button>
    </form>
  );
}
