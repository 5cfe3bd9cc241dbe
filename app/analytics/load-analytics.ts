/// <reference lib="dom" />
import type { AnalyticsSettings } from "../content/site-schema.ts";

/**
 * Adds the analytics service's one script once the page has loaded and the browser is idle, as
 * the newsletter feed does, so that counting visits never slows a visit. A second call adds
 * nothing; the services follow the app's moves between pages themselves.
 *
 * The build inlines this function's text into every page when `site.yaml` names a service
 * (`scripts/build/analytics-tag.ts`), so it must not use anything from outside its own body.
 * Without the setting the pages carry none of it.
 */
export function loadAnalytics(settings: AnalyticsSettings): void {
  const siteIdAttribute = settings.provider === "umami" ? "data-website-id" : "data-domain";
  const add = () => {
    if (document.querySelector("script[data-analytics]")) return;
    const script = document.createElement("script");
    script.src = settings.scriptUrl;
    script.defer = true;
    script.setAttribute("data-analytics", settings.provider);
    script.setAttribute(siteIdAttribute, settings.siteId);
    document.head.append(script);
  };
  const whenIdle = () =>
    window.requestIdleCallback
      ? window.requestIdleCallback(add, { timeout: 2000 })
      : window.setTimeout(add, 200);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
