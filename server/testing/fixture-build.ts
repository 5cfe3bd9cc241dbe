import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { tempDir } from "./temp-dir.ts";

/** The inline scripts of the fixture pages, as React Router writes them. */
export const fixtureScripts = {
  home: ['window.__reactRouterContext = {"page":"home"};', 'import("/assets/entry.js");'],
  about: ['window.__reactRouterContext = {"page":"about"};', 'import("/assets/entry.js");'],
  notFound: ['window.__reactRouterContext = {"page":"404"};'],
};

function page(title: string, scripts: string[]): string {
  const inline = scripts.map((s) => `<script>${s}</script>`).join("");
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${title}</title><script type="module" src="/assets/entry.js"></script><script type="application/ld+json">{"@type":"Person"}</script></head><body><main>${title}</main>${inline}</body></html>`;
}

/**
 * A small stand-in for `npm run build` output: three pages with inline scripts (one also
 * precompressed), an asset and the routing file, so server tests do not depend on a real build.
 */
export function fixtureBuild(): string {
  const dir = tempDir("fixture-build");
  const client = join(dir, "client");
  const write = (file: string, content: string) => {
    const path = join(client, file);
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, content);
  };
  const home = page("Home", fixtureScripts.home);
  write("index.html", home);
  writeFileSync(join(client, "index.html.br"), brotliCompressSync(home));
  writeFileSync(join(client, "index.html.gz"), gzipSync(home));
  write("about/index.html", page("About", fixtureScripts.about));
  write("404/index.html", page("Not found", fixtureScripts.notFound));
  write("assets/entry.js", "console.log('hydrated');\n");
  writeFileSync(
    join(dir, "site-routing.json"),
    JSON.stringify({ notFoundPage: "/404", notFoundByPrefix: [], redirects: {} }),
  );
  return dir;
}
