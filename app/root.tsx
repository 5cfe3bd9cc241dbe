import { type ReactNode, use, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { Route } from "./+types/root";
import { RendersAppShell } from "./boot/renders-app-shell.ts";
import { errorDetail } from "./errors/error-detail.ts";
import "./app.css";
import { loadCategories, loadSite } from "../core/content/site.server.ts";
import { readImageManifest } from "../core/images/image-manifest.server.ts";
import { ReactRunsHere } from "./islands/react-runs-here.ts";
import { wantsIslandsOnly, wantsOwnChrome } from "./layout/route-handle.ts";
import { SiteFooter } from "./layout/SiteFooter.tsx";
import { SiteHeader } from "./layout/SiteHeader.tsx";
import { SkipLink } from "./layout/SkipLink.tsx";
import { SpeculationRules } from "./layout/SpeculationRules.tsx";
import { ViewTransitionsSettled } from "./layout/ViewTransitionsSettled.tsx";
import { loadSiteSharing } from "./seo/site-sharing.server.ts";

export function loader() {
  return {
    site: loadSite(),
    categories: loadCategories(),
    sharing: loadSiteSharing(readImageManifest()),
  };
}

/** Whether the page shown runs islands only, without the app (`RouteHandle.islandsOnly`). */
function useIslandsOnly(): boolean {
  const matches = useMatches();
  return !use(RendersAppShell) && matches.some((match) => wantsIslandsOnly(match.handle));
}

export function Layout({ children }: { children: ReactNode }) {
  // A page of islands only has no app to start: no router state, no scroll keeping (the
  // browser keeps a document's scroll), no module loader.
  const app = !useIslandsOnly();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <Meta />
        <Links />
        <SpeculationRules />
        <ViewTransitionsSettled />
      </head>
      <body>
        {children}
        {app && <ScrollRestoration />}
        {app && <Scripts />}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { site, categories } = loaderData;
  // Marks the moment the page became interactive, for tests and for styles that need JavaScript.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  // A route that failed to load (the Studio while it is off) is shown in the site's own page.
  const ownChrome = useMatches().some(
    (match) => wantsOwnChrome(match.handle) && match.loaderData !== undefined,
  );
  const islandsOnly = useIslandsOnly();
  if (ownChrome) return <Outlet />;
  return (
    <ReactRunsHere value={!islandsOnly}>
      <SkipLink />
      <SiteHeader site={site} categories={categories} />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <SiteFooter site={site} />
    </ReactRunsHere>
  );
}

/**
 * The screen for an error no page handles: the router's own wording, kept so that a visitor
 * sees a plain statement rather than a blank page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = errorDetail(error);
  return (
    <main className="mx-auto max-w-2xl px-6 py-24">
      <h2 className="font-serif text-3xl">Unexpected Application Error!</h2>
      <h3 className="mt-4 text-lg text-muted">{detail}</h3>
      <a href="/" className="mt-8 inline-block underline underline-offset-4">
        Return to Home
      </a>
    </main>
  );
}
