import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { pageMeta, siteFromMatches } from "../seo/page-meta.ts";
import type { Route } from "./+types/not-found";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteFromMatches(matches), {
    title: "Page not found",
    description: "This page does not exist. Return to the home page to see the work.",
    noindex: true,
  });
}

export default function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    // A warning rather than an error: a visitor's mistyped address is not a fault of the site.
    console.warn("404: the visitor asked for a page that does not exist:", pathname);
  }, [pathname]);

  return (
    <section className="grid min-h-[calc(100vh-var(--header-height)-var(--footer-height))] place-items-center px-4 text-center">
      <div>
        <h1 className="font-serif text-7xl tracking-tight">404</h1>
        <p className="mt-4 text-xl text-muted">Oops! Page not found</p>
        <Link
          to="/"
          className="mt-8 inline-block border border-ink px-6 py-3 text-sm tracking-wide transition-colors hover:bg-ink hover:text-white"
        >
          Return to Home
        </Link>
      </div>
    </section>
  );
}
