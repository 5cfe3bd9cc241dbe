import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { loadCategories, loadSite } from "./content/site.server.ts";
import { SiteFooter } from "./layout/SiteFooter.tsx";
import { SiteHeader } from "./layout/SiteHeader.tsx";
import { SkipLink } from "./layout/SkipLink.tsx";

export function loader() {
  return { site: loadSite(), categories: loadCategories() };
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { site, categories } = loaderData;
  return (
    <>
      <SkipLink />
      <SiteHeader site={site} categories={categories} />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <SiteFooter site={site} />
    </>
  );
}
