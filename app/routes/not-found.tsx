import { islandMarker } from "../islands/island-registry.ts";
import type { RouteHandle } from "../layout/route-handle.ts";
import { pageMeta, siteFromMatches } from "../seo/page-meta.ts";
import type { Route } from "./+types/not-found";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteFromMatches(matches), {
    title: "Page not found",
    description: "This page does not exist. Return to the home page to see the work.",
    noindex: true,
  });
}

export const handle: RouteHandle = { islandsOnly: true };

export default function NotFound() {
  return (
    <section
      {...islandMarker("missing-page")}
      className="grid min-h-[calc(100vh-var(--header-height)-var(--footer-height))] place-items-center px-4 text-center"
    >
      <div>
        <h1 className="font-serif text-7xl tracking-tight">404</h1>
        <p className="mt-4 text-xl text-muted">Oops! Page not found</p>
        <a
          href="/"
          className="mt-8 inline-block border border-ink px-6 py-3 text-sm tracking-wide transition-colors hover:bg-ink hover:text-white"
        >
          Return to Home
        </a>
      </div>
    </section>
  );
}
