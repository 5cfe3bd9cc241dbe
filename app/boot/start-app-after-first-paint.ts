/// <reference lib="dom" />

/** What React Router's module loader of a prerendered page imports, in its order. */
export interface AppModules {
  /** Every module of the page's graph, fetched together once the loading starts. */
  preloads: string[];
  /** The loader's imports in order; those with a route id register that route's module. */
  imports: { url: string; routeId?: string }[];
  /** The client entry, which hydrates the page. */
  entry: string;
}

/**
 * Starts the app of a prerendered page that shows a main picture once the browser has painted
 * the page and the main pictures (marked `fetchpriority="high"`, preloaded from the head) have
 * arrived. On a slow connection the scripts (about 100 KB) would otherwise share it with the
 * picture the visitor came for and hold it back; waiting for its arrival rather than its
 * decoding keeps that gap to the round trip of the scripts' requests. A picture still missing
 * 2 s after the first paint waits no longer. A hidden tab paints nothing, so there the app
 * starts at once (or as soon as the page is hidden).
 *
 * The build inlines this function's text into such pages (`scripts/build/defer-app-scripts.ts`),
 * so it must not use anything from outside its own body.
 */
export async function startAppAfterFirstPaint(app: AppModules): Promise<void> {
  const pictureWaitMs = 2000;
  await new Promise<void>((ready) => {
    const hidden = () => document.visibilityState === "hidden";
    if (hidden()) ready();
    document.addEventListener("visibilitychange", () => hidden() && ready());
    // A frame's callback runs before that frame is painted; a task queued from it runs after.
    requestAnimationFrame(() =>
      setTimeout(() => {
        setTimeout(ready, pictureWaitMs);
        const main = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
        const arrived = Array.from(main, (img) =>
          img.complete
            ? undefined
            : new Promise((settled) => {
                img.addEventListener("load", settled);
                img.addEventListener("error", settled);
              }),
        );
        Promise.all(arrived).then(() => ready());
      }, 0),
    );
  });
  for (const href of app.preloads) {
    document.head.append(
      Object.assign(document.createElement("link"), { rel: "modulepreload", href }),
    );
  }
  const routeModules: Record<string, unknown> = {};
  for (const { url, routeId } of app.imports) {
    const module: unknown = await import(url);
    if (routeId !== undefined) routeModules[routeId] = module;
  }
  Object.assign(window, { __reactRouterRouteModules: routeModules });
  await import(app.entry);
}
