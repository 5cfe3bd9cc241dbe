import type { Site } from "../../core/content/site-schema.ts";
import { notify } from "../notices/notify.ts";
import { openInNewTab } from "./open-in-new-tab.ts";
import { subscribeUrlFor } from "./subscribe-url.ts";

/**
 * Opens the platform's subscribe page in a new tab with the address filled in, and tells the
 * visitor what to do there, or that the page could not be opened; true once it opened.
 */
export function openSubscribePage(
  newsletter: Pick<Site["newsletter"], "platform" | "subscribeUrl">,
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
