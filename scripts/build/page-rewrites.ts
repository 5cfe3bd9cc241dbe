import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { compileStarter, deferAppScripts } from "./defer-app-scripts.ts";
import { inlineStylesheets, linkedStylesheets } from "./inline-stylesheets.ts";
import type { IslandScripts } from "./island-scripts.ts";

/** Every page of a build's client folder. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Rewrites every page of the build with `change`, naming the page in any error. */
async function rewritePages(
  clientDir: string,
  change: (html: string) => string,
): Promise<{ pages: number; changed: number }> {
  const pages = await htmlFiles(clientDir);
  let changed = 0;
  await Promise.all(
    pages.map(async (page) => {
      const html = await readFile(page, "utf8");
      let result: string;
      try {
        result = change(html);
      } catch (error) {
        throw new Error(`${page}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (result === html) return;
      changed += 1;
      await writeFile(page, result);
    }),
  );
  return { pages: pages.length, changed };
}

/** Writes each page's stylesheets into the page; how many pages changed. */
export async function inlineStyles(clientDir: string): Promise<number> {
  const hrefs = new Set<string>();
  for (const page of await htmlFiles(clientDir)) {
    for (const href of linkedStylesheets(await readFile(page, "utf8"))) hrefs.add(href);
  }
  const stylesheets = new Map<string, string>();
  for (const href of hrefs) stylesheets.set(href, await readFile(join(clientDir, href), "utf8"));
  const { changed } = await rewritePages(clientDir, (html) => inlineStylesheets(html, stylesheets));
  return changed;
}

/** The byte size of every built script, by the address pages load it from. */
async function scriptSizes(clientDir: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const name of await readdir(join(clientDir, "assets"))) {
    if (name.endsWith(".js"))
      sizes.set(`/assets/${name}`, (await stat(join(clientDir, "assets", name))).size);
  }
  return sizes;
}

/** Has every page start its islands and scripts once painted; how many pages there are. */
export async function deferScripts(clientDir: string, islands: IslandScripts): Promise<number> {
  const starter = await compileStarter();
  const sizes = await scriptSizes(clientDir);
  const { pages } = await rewritePages(clientDir, (html) =>
    deferAppScripts(html, starter, (href) => sizes.get(href) ?? 0, islands),
  );
  return pages;
}
