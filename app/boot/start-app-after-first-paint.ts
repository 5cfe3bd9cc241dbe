/// <reference lib="dom" />

/** What React Router's module loader of a prerendered page imports, in its order. */
export interface AppModules {
  /** Every module of the page's graph, fetched together once the loading starts, largest first. */
  preloads: string[];
  /** The loader's imports in order; those with a route id register that route's module. */
  imports: { url: string; routeId?: string }[];
  /** The client entry, which hydrates the page; none on a page that runs islands only. */
  entry?: string;
  /**
   * The page's islands (`app/islands/island-registry.ts`), by name and module address, each
   * started on every element marked with its name before the app starts.
   */
  islands: { name: string; url: string }[];
  /**
   * Whether the page shows anything before its scripts run. The shell that client-only pages
   * (the Studio) start from shows nothing: no paint will come to wait for.
   */
  paintsFirst: boolean;
}

/** An island's module: its default export starts it on one element (`IslandStart`). */
interface IslandModule {
  default: (element: Element) => unknown;
}

/**
 * Starts the islands and the app of a prerendered page once the browser has painted the page and its main
 * pictures (the images marked `fetchpriority="high"`, preloaded from the head): on a slow
 * connection the scripts (about 100 KB) would otherwise share it with the picture the visitor
 * came for and hold it back. Their requests leave right after the frame that shows the picture,
 * with low priority, behind anything else the page still shows. A page without a main picture
 * starts them once the browser has reported its first contentful paint. A picture or a paint
 * still missing 2 s after the first frame waits no longer; a hidden tab paints nothing, so there
 * the app starts at once (or as soon as the page is hidden), as it does on a page that has
 * nothing to show before its scripts.
 *
 * The build inlines this function's text into every page (`scripts/build/defer-app-scripts.ts`),
 * so it must not use anything from outside its own body.
 */
export async function startAppAfterFirstPaint(app: AppModules): Promise<void> {
  const pictureWaitMs = 2000;
  // A frame's callback runs before that frame is painted; a task queued from it runs after.
  const afterNextPaint = () =>
    new Promise<void>((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
  // The browser reports its first contentful paint once the frame is on screen, which on a busy
  // machine can be later than the task after the frame; where it does not report paints, that
  // task is the best there is.
  const firstContentfulPaint = () =>
    new Promise<void>((painted) => {
      if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
        afterNextPaint().then(painted);
        return;
      }
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        painted();
      }).observe({ type: "paint", buffered: true });
    });
  const paintedOrHidden = () =>
    new Promise<void>((ready) => {
      const hidden = () => document.visibilityState === "hidden";
      if (hidden()) ready();
      document.addEventListener("visibilitychange", () => hidden() && ready());
      afterNextPaint().then(() => setTimeout(ready, pictureWaitMs));
      firstContentfulPaint().then(() => {
        const main = Array.from(
          document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'),
        );
        // The browser reports a main picture's largest paint once it is on screen, sooner than
        // its decoding and the next frame can tell on a busy phone; with every main picture
        // arrived by then, nothing is left to protect. A picture smaller than the page's text is
        // never reported, and one reported before another main picture arrived does not count:
        // decoding and the next frame stay the other way.
        if (
          main.length > 0 &&
          PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")
        ) {
          new PerformanceObserver((list, observer) => {
            const painted = list
              .getEntries()
              .some((entry) =>
                main.some((img) => img === (entry as LargestContentfulPaint).element),
              );
            if (!painted || !main.every((img) => img.complete)) return;
            observer.disconnect();
            ready();
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }
        Promise.all(main.map((img) => img.decode().catch(() => {})))
          .then(afterNextPaint)
          .then(ready);
      });
    });
  // A page that shows nothing before its scripts has no paint to wait for.
  if (app.paintsFirst) await paintedOrHidden();
  for (const href of app.preloads) {
    document.head.append(
      Object.assign(document.createElement("link"), {
        rel: "modulepreload",
        href,
        fetchPriority: "low",
      }),
    );
  }
  const routeModules: Record<string, unknown> = {};
  for (const { url, routeId } of app.imports) {
    const module: unknown = await import(url);
    if (routeId !== undefined) routeModules[routeId] = module;
  }
  // The modules arrive together, then the islands start in one go (React's once hydrated).
  const modules: IslandModule[] = await Promise.all(app.islands.map(({ url }) => import(url)));
  const ready = app.islands.flatMap(({ name }, at) =>
    [...document.querySelectorAll(`[data-island="${name}"]`)].map((e) => modules[at]?.default(e)),
  );
  await Promise.all(ready);
  Object.assign(window, { __reactRouterRouteModules: routeModules });
  // Without the app, the page is interactive now: marked as the app marks it once hydrated.
  if (app.entry === undefined) document.documentElement.setAttribute("data-hydrated", "");
  else await import(app.entry);
}
