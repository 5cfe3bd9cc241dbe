/// <reference lib="dom" />
import type { AnalyticsSettings } from "../../core/content/site-schema.ts";

/**
 * Tells the analytics service of a page view, in the site's own code: the service's script is
 * never loaded, so no third-party code runs in the site's origin (where the owner's session
 * could be read). The view goes to the service's documented event API at the host of its
 * script (Plausible: `/api/event`, Umami: `/api/send`) once the page has loaded and the browser
 * is idle, and again after each move of the app to another page. No cookie, nothing stored.
 *
 * The build inlines this function's text into the public pages when `site.yaml` names a
 * service (`scripts/build/analytics-tag.ts`), so it must not use anything from outside its own
 * body. Without the setting the pages carry none of it.
 */
export function sendPageView(settings: AnalyticsSettings): void {
  const origin = new URL(settings.scriptUrl).origin;
  const umami = settings.provider === "umami";
  let last = "";
  const send = () => {
    const url = location.href;
    if (url === last || location.pathname.startsWith("/studio")) return;
    const referrer = last || document.referrer;
    last = url;
    const body = umami
      ? {
          type: "event",
          payload: {
            website: settings.siteId,
            hostname: location.hostname,
            url: location.pathname + location.search,
            referrer,
            title: document.title,
            language: navigator.language,
            screen: `${screen.width}x${screen.height}`,
          },
        }
      : { name: "pageview", url, domain: settings.siteId, referrer: referrer || null };
    fetch(`${origin}${umami ? "/api/send" : "/api/event"}`, {
      method: "POST",
      // Plausible reads a JSON body sent as text, which needs no preflight request.
      headers: { "Content-Type": umami ? "application/json" : "text/plain" },
      body: JSON.stringify(body),
      credentials: "omit",
      keepalive: true,
    }).catch(() => undefined);
  };
  const whenIdle = () =>
    window.requestIdleCallback
      ? window.requestIdleCallback(send, { timeout: 2000 })
      : window.setTimeout(send, 200);
  const start = () => {
    whenIdle();
    // The app moves between pages without a new document: each move is a view too. Listened to
    // only from the load on, so that the app's own start (which may rewrite the address's
    // state) sends nothing before the page has loaded.
    const navigation = (window as Window & { navigation?: EventTarget }).navigation;
    navigation?.addEventListener("navigatesuccess", () => whenIdle());
  };
  const afterLoad = () => {
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
  };
  // A page the browser prerendered ahead of a click is a view only once the visitor opens it.
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener("prerenderingchange", afterLoad, { once: true });
  } else afterLoad();
}
