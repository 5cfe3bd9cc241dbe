import type { AnalyticsSettings } from "../content/site-schema.ts";

/** How each service's script learns which site it counts for. */
const siteIdAttribute: Record<AnalyticsSettings["provider"], string> = {
  plausible: "data-domain",
  umami: "data-website-id",
};

/**
 * Adds the analytics service's script to the page, once: a second call finds the first script
 * and adds nothing. The services follow the app's moves between pages themselves.
 */
export function addAnalyticsScript(
  document: Document,
  settings: AnalyticsSettings,
): HTMLScriptElement {
  const existing = document.querySelector<HTMLScriptElement>("script[data-analytics]");
  if (existing) return existing;
  const script = document.createElement("script");
  script.src = settings.scriptUrl;
  script.defer = true;
  script.dataset.analytics = settings.provider;
  script.setAttribute(siteIdAttribute[settings.provider], settings.siteId);
  document.head.append(script);
  return script;
}

/**
 * Loads the analytics script once the page has loaded and the browser is idle, as the
 * newsletter feed does, so that counting visits never slows a visit. Returns a cancel function.
 * (It does not share the feed's helper: a module both use would become one more script that
 * every page loads first.)
 */
export function loadAnalyticsAfterPageLoad(settings: AnalyticsSettings): () => void {
  let idle: number | undefined;
  const add = () => addAnalyticsScript(document, settings);
  const schedule = () => {
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(add, { timeout: 2000 })
      : window.setTimeout(add, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
