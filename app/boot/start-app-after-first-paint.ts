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
 * Starts the islands (and, in the Studio, the app) of a prerendered page once the browser has
 * painted it: the first contentful paint, reported by the browser. A public page's islands are a
 * few kilobytes, asked for with low priority: they no longer hold the page's main picture back,
 * as the whole app's 100 KB did when the scripts waited for that picture's paint (decision 008,
 * replaced there by 022). A paint still missing 2 s after the first frame waits no longer; a
 * hidden tab (a page the browser prerenders ahead of a click) paints nothing, so there they
 * start at once, as they do on a page that has nothing to show before its scripts.
 *
 * The build inlines this function's text into every page (`scripts/build/defer-app-scripts.ts`),
 * so it must not use anything from outside its own body.
 */
export async function startAppAfterFirstPaint(app: AppModules): Promise<void> {
  const paintWaitMs = 2000;
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
      afterNextPaint().then(() => setTimeout(ready, paintWaitMs));
      firstContentfulPaint().then(ready);
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
