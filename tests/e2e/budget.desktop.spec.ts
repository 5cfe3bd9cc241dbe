// Byte sizes and first-load requests do not depend on the viewport: desktop project only.
import { gzipSync } from "node:zlib";
import type { APIRequestContext } from "@playwright/test";
import { firstLoadBudget } from "./budgets.ts";
import { expect, http404Console, test } from "./fixtures.ts";

async function pagePaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map(
    (m) => m[1] ?? "/",
  );
  expect(paths.length).toBeGreaterThan(5);
  return [...paths, "/a-missing-page"];
}

/**
 * The scripts and stylesheets the HTML itself names (preloaded, linked or imported by its
 * module loader, or its islands' modules), before any interaction, and the styles written in.
 */
function namedAssets(html: string): { scripts: string[]; styles: string[]; inlineCss: string } {
  const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1] ?? "");
  return {
    scripts: [...new Set(attr(/"(\/assets\/[^"]+\.js)"/g))],
    // A link the build wrote into the page is not fetched: its styles are counted as written.
    styles: [...new Set(attr(/<link rel="stylesheet" href="([^"]+)"\/>/g))],
    inlineCss: attr(/<style>([\s\S]*?)<\/style>/g).join(""),
  };
}

/** Whether the page runs React Router's app, as only the Studio does. */
function runsTheApp(html: string): boolean {
  return html.includes("window.__reactRouterContext");
}

/**
 * Minified static imports and re-exports, `import{a as b}from"./x.js"`, `import"./x.js"` and
 * `export{a as default}from"./x.js"`; not import().
 */
const staticImport =
  /\b(?:import|export)\s*(?:[\w*{}\s,$]+\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

type ReadAsset = (path: string) => Promise<Buffer>;

/** Reads assets as served without compression, each once for all pages. */
function assetReader(request: APIRequestContext): ReadAsset {
  const read = new Map<string, Promise<Buffer>>();
  return (path) => {
    const known = read.get(path);
    if (known) return known;
    const body = request
      .get(path, { headers: { "Accept-Encoding": "identity" } })
      .then((response) => {
        expect(response.status(), path).toBe(200);
        return response.body();
      });
    read.set(path, body);
    return body;
  };
}

/** The given scripts and every module they import statically, which loads with them. */
async function withStaticImports(read: ReadAsset, scripts: string[]): Promise<string[]> {
  const found = new Set<string>();
  const pending = [...scripts];
  for (let script = pending.pop(); script !== undefined; script = pending.pop()) {
    if (found.has(script)) continue;
    found.add(script);
    const source = (await read(script)).toString("utf8");
    for (const [, specifier = ""] of source.matchAll(staticImport)) {
      pending.push(new URL(specifier, `http://site${script}`).pathname);
    }
  }
  return [...found];
}

async function gzipBytes(read: ReadAsset, paths: string[]): Promise<number> {
  const sizes = await Promise.all(
    paths.map(async (path) => gzipSync(await read(path), { level: 9 }).length),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

test("every page's first-load JavaScript and CSS fit the byte budget", async ({
  request,
}, info) => {
  const report: string[] = [];
  const read = assetReader(request);
  for (const path of await pagePaths(request)) {
    const html = await (await request.get(path)).text();
    const { scripts, styles, inlineCss } = namedAssets(html);
    expect(scripts.length, `${path} loads its scripts`).toBeGreaterThan(0);
    const js = await gzipBytes(read, await withStaticImports(read, scripts));
    const css = (await gzipBytes(read, styles)) + gzipSync(inlineCss, { level: 9 }).length;
    report.push(`${path}: JS ${(js / 1024).toFixed(1)} KB, CSS ${(css / 1024).toFixed(1)} KB gzip`);
    expect(runsTheApp(html), `${path} runs islands only`).toBe(false);
    expect(js, `${path} JavaScript (gzip bytes)`).toBeLessThanOrEqual(
      firstLoadBudget.javascriptGzipBytes,
    );
    expect(css, `${path} CSS (gzip bytes)`).toBeLessThanOrEqual(firstLoadBudget.cssGzipBytes);
  }
  await info.attach("first-load-bytes", { body: report.join("\n"), contentType: "text/plain" });
});

test("no page asks a third party for anything before it has loaded", async ({
  page,
  request,
  pageErrors,
}) => {
  pageErrors.allow(http404Console);
  // Everything external is unreachable here; answering it empty keeps the pages quick.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204 }));
  for (const path of await pagePaths(request)) {
    await page.goto(path, { waitUntil: "load" });
    // The page's own clock tells which requests started before its load event.
    const early = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        "navigation",
      ) as PerformanceNavigationTiming[];
      const loadStart = navigation?.loadEventStart ?? Number.POSITIVE_INFINITY;
      return performance
        .getEntriesByType("resource")
        .filter((entry) => entry.startTime < loadStart)
        .map((entry) => new URL(entry.name))
        .filter((url) => url.hostname !== window.location.hostname && url.protocol !== "data:")
        .map((url) => url.host);
    });
    expect(early, path).toEqual([]);
  }
});
