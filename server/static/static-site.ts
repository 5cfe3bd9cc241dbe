import { join } from "node:path";
import type { Context, Handler } from "hono";
import { Hono } from "hono";
import type { Site } from "../../core/content/site-schema.ts";
import { feedFrameFile } from "../../core/site/feed-frame-address.ts";
import { siteRedirect } from "../http/site-redirect.ts";
import { releaseFiles } from "../releases/release-files.ts";
import type { ServedRelease, ServedReleases } from "../releases/served-releases.ts";
import type { PageKind } from "../security/content-security-policy.ts";
import { cacheControlFor, isContentAddressed } from "./cache-policy.ts";
import { contentTypeFor } from "./content-type.ts";
import { FileStore, type StaticFile } from "./file-store.ts";
import { previewCacheControl, previewPage } from "./preview-page.ts";
import { resolveRequestPath } from "./resolve-path.ts";
import { sendFile } from "./send-file.ts";

export interface StaticSiteOptions {
  releases: ServedReleases;
  /** The Content Security Policy of a page of this site, allowing its own inline scripts. */
  pagePolicy: (site: Site, inlineScriptHashes: string[], kind: PageKind) => string;
  files?: FileStore;
  /**
   * The build this request sees instead of the current one, if any: a preview the signed-in
   * owner has open (server/studio/preview-access.ts). Its answers are never cached.
   */
  preview?: (c: Context) => ServedRelease | undefined;
}

/** A file of a release: its path inside `client/` and what was read from disk. */
interface Found {
  release: ServedRelease;
  name: string;
  file: StaticFile;
}

function pageFile(page: string): string {
  return page === "/" ? "index.html" : `${page.slice(1)}/index.html`;
}

function notFoundPageFor(release: ServedRelease, path: string): string {
  const { notFoundByPrefix, notFoundPage } = release.routing;
  return notFoundByPrefix.find((rule) => path.startsWith(rule.prefix))?.page ?? notFoundPage;
}

function isNotFoundPage(release: ServedRelease, name: string): boolean {
  const { notFoundByPrefix, notFoundPage } = release.routing;
  return [notFoundPage, ...notFoundByPrefix.map((rule) => rule.page)].map(pageFile).includes(name);
}

/** The page React Router writes for addresses it did not prerender; the app routes from it. */
export const spaShellPage = "__spa-fallback.html";

export interface StaticSite {
  /** Answers every address of the site. */
  app: Hono;
  /**
   * Answers with one page of the current release (path inside `client/`), like every other
   * page, under the policy of its kind.
   */
  page(c: Context, name: string, kind: PageKind): Promise<Response>;
  /**
   * The Not-found page (HTTP 404) without its scripts, for an address the app would route to
   * a screen of its own: there the page must not start the app.
   */
  notFoundWithoutScripts(c: Context): Promise<Response>;
}

/** The files of the releases, as the site finds and sends them. */
class ServedFiles {
  readonly #releases: ServedReleases;
  readonly #pagePolicy: StaticSiteOptions["pagePolicy"];
  readonly #files: FileStore;

  constructor(
    releases: ServedReleases,
    pagePolicy: StaticSiteOptions["pagePolicy"],
    files: FileStore,
  ) {
    this.#releases = releases;
    this.#pagePolicy = pagePolicy;
    this.#files = files;
  }

  /** A file of `release`, or, for a hashed file it lacks, of a kept earlier release. */
  async find(release: ServedRelease, name: string): Promise<Found | undefined> {
    const file = await this.#files.get(join(release.clientDir, name));
    if (file) return { release, name, file };
    if (!isContentAddressed(name)) return undefined;
    for (const earlier of this.#releases.others(release.id)) {
      const old = await this.#files.get(join(earlier.clientDir, name));
      if (old) return { release: earlier, name, file: old };
    }
    return undefined;
  }

  /** A file of the release's own folder (beside `client/`), such as the inert Not-found page. */
  async ownFile(release: ServedRelease, name: string): Promise<StaticFile | undefined> {
    return this.#files.get(join(release.dir, name));
  }

  send(
    c: Context,
    { release, name, file }: Found,
    status: 200 | 404,
    previewing = false,
    kind: PageKind = name === feedFrameFile ? "feed-frame" : "public",
  ): Response {
    const headers: Record<string, string> = { "X-Site-Release": release.id };
    if (name.endsWith(".html")) {
      const hashes = release.pageHashes[name] ?? [];
      headers["Content-Security-Policy"] = this.#pagePolicy(release.site, hashes, kind);
      if (kind === "feed-frame") {
        // Framed by the Blog page alone, and no page of its own for search engines.
        headers["X-Frame-Options"] = "SAMEORIGIN";
        headers["X-Robots-Tag"] = "noindex";
      }
      if (previewing) return previewPage(c.req.raw, file, status, headers);
    }
    if (previewing) headers["X-Robots-Tag"] = "noindex";
    return sendFile(c.req.raw, file, {
      status,
      contentType: contentTypeFor(name),
      cacheControl: previewing ? previewCacheControl : cacheControlFor(name),
      headers,
    });
  }

  /** The Not-found page that matches `path` (HTTP 404), or a plain 404 if the build has none. */
  async notFound(
    c: Context,
    release: ServedRelease,
    path: string,
    previewing: boolean,
  ): Promise<Response> {
    const page = await this.find(release, pageFile(notFoundPageFor(release, path)));
    return page ? this.send(c, page, 404, previewing) : c.text("Not Found", 404);
  }

  /**
   * Answers with the release's file for `path`; an unknown page with its Not-found page, and
   * a missing asset with a plain 404.
   */
  async answer(
    c: Context,
    release: ServedRelease,
    file: string,
    path: string,
    previewing: boolean,
  ): Promise<Response> {
    const found = await this.find(release, file);
    if (found) {
      return this.send(c, found, isNotFoundPage(release, found.name) ? 404 : 200, previewing);
    }
    if (file.endsWith(".data")) {
      // Client-side navigation to an unknown page asks for its data: answer with the
      // stand-in page's data, so the screen can say what was not found.
      const standIn = await this.find(release, `${notFoundPageFor(release, path).slice(1)}.data`);
      if (standIn) return this.send(c, standIn, 200, previewing);
    }
    if (file.endsWith("/index.html")) return this.notFound(c, release, path, previewing);
    return c.text("Not Found", 404);
  }
}

/** Answers every address of the site (GET and HEAD) from the release the request sees. */
function siteAddresses(
  files: ServedFiles,
  releases: ServedReleases,
  preview: NonNullable<StaticSiteOptions["preview"]>,
): Handler {
  return async (c) => {
    const previewed = preview(c);
    const previewing = previewed !== undefined;
    const release = previewed ?? releases.current();
    if (!release) return c.text("The site has not been built yet: run npm run build.", 503);
    const url = new URL(c.req.url);
    const resolved = resolveRequestPath(url.pathname);
    if (resolved.kind === "invalid") return files.notFound(c, release, "/", previewing);
    if (resolved.kind === "redirect") return siteRedirect(c, resolved.location, 301, url.search);
    const target = release.routing.redirects[url.pathname];
    if (target) return siteRedirect(c, target, 301);
    return files.answer(c, release, resolved.file, url.pathname, previewing);
  };
}

/**
 * Serves the prerendered site from the current release: each route's own HTML, the data files
 * for client-side navigation and the hashed assets. Unknown addresses get the matching
 * Not-found page with HTTP 404; a missing asset gets a plain 404, never a page. A hashed file
 * missing from the current release is looked for in the kept earlier ones, so a page opened
 * before a new build went live keeps loading its own scripts and pictures.
 */
export function createStaticSite({
  releases,
  pagePolicy,
  files = new FileStore(),
  preview = () => undefined,
}: StaticSiteOptions): StaticSite {
  const served = new ServedFiles(releases, pagePolicy, files);
  const app = new Hono();
  app.on(["GET", "HEAD"], "*", siteAddresses(served, releases, preview));
  app.all("*", (c) => c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" }));

  const page = async (c: Context, name: string, kind: PageKind): Promise<Response> => {
    const release = releases.current();
    const found = release ? await served.find(release, name) : undefined;
    if (!found) return c.text(`The build has no ${name}: run npm run build.`, 500);
    return served.send(c, found, 200, false, kind);
  };
  const notFoundWithoutScripts = async (c: Context): Promise<Response> => {
    const release = releases.current();
    const name = releaseFiles.notFoundWithoutScripts;
    const file = release && (await served.ownFile(release, name));
    if (!release || !file) return c.text("Not Found", 404);
    return served.send(c, { release, name, file }, 404);
  };
  return { app, page, notFoundWithoutScripts };
}

/** The site's addresses alone (see createStaticSite). */
export function staticSite(options: StaticSiteOptions): Hono {
  return createStaticSite(options).app;
}
