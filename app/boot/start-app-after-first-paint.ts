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
 * Starts the app of a prerendered page once the browser has painted the page and its main
 * pictures (the images marked `fetchpriority="high"`) have arrived and been decoded: on a slow
 * connection the app's scripts would otherwise share it with the picture the visitor came
 * for. A picture still missing 3 s after the first paint waits no longer. A hidden tab paints
 * nothing, so there the app starts at once (or as soon as the page is hidden).
 *
 * The build inlines this function's text into every page (`scripts/build/defer-app-scripts.ts`),
 * so it must not use anything from outside its own body.
 */
export async function startAppAfterFirstPaint(app: AppModules): Promise<void> {
  await new Promise<void>((shown) => {
    const hidden = () => document.visibilityState === "hidden";
    if (hidden()) shown();
    document.addEventListener("visibilitychange", () => hidden() && shown());
    requestAnimationFrame(() =>
      setTimeout(() => {
        setTimeout(shown, 3000);
        const main = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
        Promise.all(Array.from(main, (img) => img.decode().catch(() => {}))).then(() => shown());
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
