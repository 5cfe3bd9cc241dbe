import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { ReleaseInfo } from "../../core/build/release-info.ts";
import type { PageAccess } from "../../core/content/page-access.ts";
import type { SiteRouting } from "../../core/content/site-routing.ts";
import type { Site } from "../../core/content/site-schema.ts";
import { feedFrameFile } from "../../core/site/feed-frame-address.ts";
import { pageWithoutScripts } from "../../core/site/page-without-scripts.ts";
import { testSite } from "../../tests/fixtures/test-site.ts";
import { releaseFiles } from "../releases/release-files.ts";
import { makeCurrent, newReleaseId, releaseDir } from "../releases/releases.ts";
import type { PageHashes } from "../releases/served-releases.ts";
import { inlineScriptHashes } from "../security/inline-hashes.ts";
import { tempDir } from "./temp-dir.ts";

/** The inline scripts of the fixture pages, as React Router writes them. */
export const fixtureScripts = {
  home: ['window.__reactRouterContext = {"page":"home"};', 'import("/assets/entry.js");'],
  feedFrame: ["startFeedFrame({});"],
  about: ['window.__reactRouterContext = {"page":"about"};', 'import("/assets/entry.js");'],
  notFound: ['window.__reactRouterContext = {"page":"404"};'],
};

function fixturePage(title: string, scripts: string[]): string {
  const inline = scripts.map((s) => `<script>${s}</script>`).join("");
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${title}</title><script type="module" src="/assets/entry.js"></script><script type="application/ld+json">{"@type":"Person"}</script></head><body><main>${title}</main>${inline}</body></html>`;
}

const fixtureRouting: SiteRouting = {
  notFoundPage: "/404",
  notFoundByPrefix: [],
  redirects: {},
};

export interface FixtureRelease {
  /** Files of `client/` by their path inside it. */
  files: Record<string, string | Buffer>;
  /** Files of `private/` (private projects, the password form) by their path inside it. */
  privateFiles?: Record<string, string | Buffer>;
  pageAccess?: PageAccess;
  routing?: SiteRouting;
  site?: Site;
  /** The drafts it shows, as a preview's build records them. */
  drafts?: string[];
}

/**
 * Writes a complete release, as `npm run build` leaves it, into a build folder; the caller
 * decides whether it becomes current.
 */
export function writeFixtureRelease(root: string, release: FixtureRelease): string {
  const id = newReleaseId();
  const dir = releaseDir(root, id);
  const pageHashes: PageHashes = {};
  for (const [path, content] of Object.entries(release.files)) {
    const file = join(dir, releaseFiles.client, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    if (path.endsWith(".html")) pageHashes[path] = inlineScriptHashes(String(content));
  }
  for (const [path, content] of Object.entries(release.privateFiles ?? {})) {
    const file = join(dir, releaseFiles.private, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    // Hashed under the page's own address, as the build hashes pages before moving them.
    const page = path.split("/").slice(1).join("/");
    if (path.endsWith(".html")) pageHashes[page] = inlineScriptHashes(String(content));
  }
  const info: ReleaseInfo = {
    id,
    createdAt: new Date().toISOString(),
    buildMs: 1,
    pages: Object.keys(pageHashes).length,
    projects: 0,
    images: 0,
    ...(release.drafts && release.drafts.length > 0 ? { drafts: release.drafts } : {}),
  };
  const json = (name: string, value: unknown) =>
    writeFileSync(join(dir, name), JSON.stringify(value));
  json(releaseFiles.routing, release.routing ?? fixtureRouting);
  json(releaseFiles.pageHashes, pageHashes);
  json(releaseFiles.site, release.site ?? testSite);
  if (release.pageAccess) json(releaseFiles.pageAccess, release.pageAccess);
  const notFound = release.files["404/index.html"];
  if (notFound !== undefined) {
    writeFileSync(
      join(dir, releaseFiles.notFoundWithoutScripts),
      pageWithoutScripts(String(notFound)),
    );
  }
  json(releaseFiles.info, info);
  return id;
}

/**
 * A small stand-in for `npm run build` output: three pages with inline scripts (one also
 * precompressed) and an asset, in a build folder whose current release they are, so server
 * tests do not depend on a real build.
 */
export function fixtureBuild(extraFiles: Record<string, string> = {}): string {
  const root = tempDir("fixture-build");
  const home = fixturePage("Home", fixtureScripts.home);
  const id = writeFixtureRelease(root, {
    files: {
      "index.html": home,
      "index.html.br": brotliCompressSync(home),
      "index.html.gz": gzipSync(home),
      "about/index.html": fixturePage("About", fixtureScripts.about),
      "404/index.html": fixturePage("Not found", fixtureScripts.notFound),
      [feedFrameFile]: fixturePage("Latest posts", fixtureScripts.feedFrame),
      "assets/entry.js": "console.log('hydrated');\n",
      ...extraFiles,
    },
  });
  makeCurrent(root, id);
  return root;
}
