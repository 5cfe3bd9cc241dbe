import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const anyModulePreload = /rel="?modulepreload/g;
const moduleLoader = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const staticImport = /^import (?:\* as (\w+) from )?"([^"]+)";$/;
const routeModules = /^window\.__reactRouterRouteModules = (\{.*\});$/;
const entryImport = /^import\("([^"]+)"\);$/;

/**
 * Waits until the page has painted (a frame, then a task, so the paint itself is done) and its
 * main pictures, the images marked `fetchpriority="high"`, have arrived and been decoded:
 * on a slow connection the scripts would otherwise share it with the picture the visitor came
 * for. A picture still missing 3 s after the first paint waits no longer. A hidden tab paints
 * nothing, so there the scripts load at once (or as soon as the page is hidden).
 */
const afterMainPicture = [
  "await new Promise((shown) => {",
  'const hidden = () => document.visibilityState === "hidden";',
  "if (hidden()) shown();",
  'document.addEventListener("visibilitychange", () => hidden() && shown());',
  "requestAnimationFrame(() => setTimeout(() => {",
  "setTimeout(shown, 3000);",
  "const main = document.querySelectorAll('img[fetchpriority=\"high\"]');",
  "Promise.all(Array.from(main, (img) => img.decode().catch(() => {}))).then(shown);",
  "}, 0));",
  "});",
].join(" ");

/**
 * The module loader React Router writes into a prerendered page, rewritten to start loading
 * the app's scripts only once the browser has painted the page and its main picture.
 * Preloaded and imported at once, the scripts (about 110 KB) share a slow connection's first
 * round trips with the stylesheet and the main picture, and hold both back by a second on a
 * phone.
 * The page is complete without them; they make it interactive a moment later.
 *
 * Fails on a loader or a preload it does not recognise, so that a new React Router cannot
 * change what the pages do, or quietly undo the deferral, without the build saying so.
 */
export function deferAppScripts(html: string): string {
  const loaders = [...html.matchAll(moduleLoader)];
  const [loader] = loaders;
  if (loaders.length !== 1 || loader === undefined) {
    throw new Error(`expected one module loader script, found ${loaders.length}`);
  }
  const [loaderScript, body = ""] = loader;
  if (body.includes("requestAnimationFrame")) {
    throw new Error("the page's scripts are deferred already: run the whole build again");
  }
  const statements = body
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const imports: { name: string; url: string }[] = [];
  let modules: string | undefined;
  let entry: string | undefined;
  for (const statement of statements) {
    const imported = staticImport.exec(statement);
    const assigned = routeModules.exec(statement);
    const started = entryImport.exec(statement);
    if (imported && modules === undefined) {
      imports.push({ name: imported[1] ?? `_unused${imports.length}`, url: imported[2] ?? "" });
    } else if (assigned && modules === undefined) modules = assigned[1];
    else if (started && modules !== undefined && entry === undefined) entry = started[1];
    else throw new Error(`unexpected statement in the module loader: ${statement}`);
  }
  if (modules === undefined || entry === undefined) {
    throw new Error("the module loader does not register route modules and start the app");
  }
  const preloads = [...html.matchAll(modulePreload)].map(([, href]) => href);
  const preloadTags = html.match(anyModulePreload)?.length ?? 0;
  if (preloadTags !== preloads.length) {
    throw new Error(
      `${preloadTags - preloads.length} module preload tag(s) of an unexpected shape: they would load the scripts before the first paint`,
    );
  }
  const deferred = [
    afterMainPicture,
    // The preloads fetch the whole module graph at once, the entry's own imports included;
    // the imports then run the modules in the loader's order.
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    ...imports.map(({ name, url }) => `const ${name} = await import(${JSON.stringify(url)});`),
    `window.__reactRouterRouteModules = ${modules};`,
    `import(${JSON.stringify(entry)});`,
  ].join("\n");
  return html
    .replace(modulePreload, "")
    .replace(loaderScript, () => `<script type="module" async="">${deferred}</script>`);
}

async function deferInBuild(clientDir: string): Promise<number> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(
    pages.map(async (page) => {
      const html = await readFile(page, "utf8");
      try {
        await writeFile(page, deferAppScripts(html));
      } catch (error) {
        throw new Error(`${page}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
  return pages.length;
}

if (import.meta.main) {
  const count = await deferInBuild(resolve("build/client"));
  console.log(`Deferred the app's scripts until after the first paint in ${count} pages.`);
}
