import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Context } from "hono";
import { Hono } from "hono";
import type { SiteRouting } from "../../app/content/site-routing.ts";
import { cacheControlFor } from "./cache-policy.ts";
import { contentTypeFor } from "./content-type.ts";
import { FileStore, type StaticFile } from "./file-store.ts";
import { negotiateEncoding } from "./negotiate-encoding.ts";
import { resolveRequestPath } from "./resolve-path.ts";

export interface StaticSiteOptions {
  /** The build folder holding `client/` and `site-routing.json`. */
  buildDir: string;
}

function readRouting(buildDir: string): SiteRouting {
  return JSON.parse(readFileSync(join(buildDir, "site-routing.json"), "utf8")) as SiteRouting;
}

function pageFile(page: string): string {
  return page === "/" ? "index.html" : `${page.slice(1)}/index.html`;
}

function send(c: Context, file: StaticFile, status: 200 | 404): Response {
  const headers = new Headers({
    "Content-Type": contentTypeFor(file.file),
    "Cache-Control": cacheControlFor(file.file),
    ETag: file.etag,
  });
  if (file.br || file.gzip) headers.set("Vary", "Accept-Encoding");
  if (status === 200 && c.req.header("If-None-Match") === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  const { body, encoding } = negotiateEncoding(file, c.req.header("Accept-Encoding"));
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  // The cached bytes themselves, not a copy: copying a large image for each request cost
  // throughput and garbage collection.
  return new Response(c.req.method === "HEAD" ? null : body, { status, headers });
}

/**
 * Serves the prerendered site: each route's own HTML, the data files for client-side
 * navigation and the hashed assets. Unknown addresses get the matching Not-found page with
 * HTTP 404; a missing asset gets a plain 404, never a page.
 */
export function staticSite({ buildDir }: StaticSiteOptions): Hono {
  const routing = readRouting(buildDir);
  const files = new FileStore(join(buildDir, "client"));
  const notFoundFiles = new Set(
    [routing.notFoundPage, ...routing.notFoundByPrefix.map((r) => r.page)].map(pageFile),
  );

  const notFoundPageFor = (path: string): string =>
    routing.notFoundByPrefix.find((rule) => path.startsWith(rule.prefix))?.page ??
    routing.notFoundPage;

  const notFound = async (c: Context, path: string): Promise<Response> => {
    const page = await files.get(pageFile(notFoundPageFor(path)));
    return page ? send(c, page, 404) : c.text("Not Found", 404);
  };

  const app = new Hono();
  app.on(["GET", "HEAD"], "*", async (c) => {
    const path = new URL(c.req.url).pathname;
    const resolved = resolveRequestPath(path);
    if (resolved.kind === "invalid") return notFound(c, "/");
    if (resolved.kind === "redirect")
      return c.redirect(resolved.location + new URL(c.req.url).search, 301);
    const target = routing.redirects[path];
    if (target) return c.redirect(target, 301);

    const file = await files.get(resolved.file);
    if (file) return send(c, file, notFoundFiles.has(file.file) ? 404 : 200);
    if (resolved.file.endsWith(".data")) {
      // Client-side navigation to an unknown page asks for its data: answer with the
      // stand-in page's data, so the screen can say what was not found.
      const standIn = await files.get(`${notFoundPageFor(path).slice(1)}.data`);
      if (standIn) return send(c, standIn, 200);
    }
    if (resolved.file.endsWith("/index.html")) return notFound(c, path);
    return c.text("Not Found", 404);
  });
  app.all("*", (c) => c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" }));
  return app;
}
