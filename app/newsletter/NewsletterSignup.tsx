import { type FormEvent, type InvalidEvent, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { Site } from "../../core/content/site-schema.ts";
import { useTypedBeforeHydration } from "../forms/use-typed-before-hydration.ts";
import { notify } from "../notices/notify.ts";
import { openInNewTab } from "./open-in-new-tab.ts";
import { subscribeUrlFor } from "./subscribe-url.ts";

interface NewsletterSignupProps {
  newsletter: Pick<Site["newsletter"], "platform" | "subscribeUrl">;
}

/**
 * Opens the platform's subscribe page in a new tab with the address filled in, and tells the
 * visitor what to do there, or that the page could not be opened; true once it opened.
 */
function openSubscribePage(
  newsletter: NewsletterSignupProps["newsletter"],
  address: string,
): boolean {
  try {
    const url = subscribeUrlFor(newsletter.subscribeUrl, address);
    if (!openInNewTab(url, (href, target) => window.open(href, target))) {
      throw new Error("The browser blocked the new tab");
    }
  } catch {
    notify({
      title: "Error",
      description: "There was an issue opening the subscription page.",
      variant: "destructive",
    });
    return false;
  }
  notify({
    title: `Redirecting to ${newsletter.platform}`,
    description: `Complete your subscription on the ${newsletter.platform} page that just opened.`,
  });
  return true;
}

/**
 * The newsletter signup of the Contact and Blog pages. The subscription itself happens on
 * the platform: the form opens its subscribe page in a new tab with the e-mail filled in.
 * Before the page's script runs, the plain form does the same through its action.
 */
export function NewsletterSignup({ newsletter }: NewsletterSignupProps) {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  useTypedBeforeHydration(() => {
    const typed = inputRef.current?.value;
    if (typed) setEmail(typed);
  });

  const reportEmpty = () => {
    notify({
      title: "Error",
      description: "Please enter your email address.",
      variant: "destructive",
    });
    inputRef.current?.focus();
  };

  // The spec's notice replaces the browser's bubble for an empty field; a malformed address
  // keeps the browser's own message.
  const onInvalid = (event: InvalidEvent<HTMLInputElement>) => {
    if (!event.currentTarget.validity.valueMissing) return;
    event.preventDefault();
    reportEmpty();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (address === "") {
      reportEmpty();
      return;
    }
    // Rendered at once, so the button reads "Subscribing..." and refuses a second click
    // while the browser opens the tab.
    flushSync(() => setBusy(true));
    try {
      if (openSubscribePage(newsletter, address)) setEmail("");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      action={newsletter.subscribeUrl}
      method="get"
      target="_blank"
      onSubmit={onSubmit}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      rel="noopener"
    >
      <div className="flex-1">
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
          Email address
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onInvalid={onInvalid}
          className="h-12 w-full scroll-mb-[calc(var(--footer-height)+5rem)] rounded-sm border border-muted/70 bg-white px-3.5 text-base text-ink placeholder:text-muted"
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="h-12 shrink-0 rounded-sm bg-ink px-7 text-sm font-medium tracking-wide text-white transition-colors hover:bg-ink/85 disabled:cursor-wait disabled:opacity-70"
      >
        {busy ? "Subscribing..." : "Subscribe"}
      </button>
    </form>
  );
}
