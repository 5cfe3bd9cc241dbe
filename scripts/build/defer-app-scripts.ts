import {
  type AppModules,
  startAppAfterFirstPaint,
} from "../../app/boot/start-app-after-first-paint.ts";
import { compileInlineFunction } from "./inline-function.ts";
import type { IslandScripts } from "./island-scripts.ts";

const starterSource = "app/boot/start-app-after-first-paint.ts";
const starterName = startAppAfterFirstPaint.name;

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const anyModulePreload = /rel="?modulepreload/g;
const moduleLoader = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const staticImport = /^import (?:\* as (\w+) from )?"([^"]+)";$/;
const routeModules = /^window\.__reactRouterRouteModules = \{(.*)\};$/;
const routeEntry = /^"([^"]+)":(\w+)$/;
const entryImport = /^import\("([^"]+)"\);$/;
const bodyElement = /<body[^>]*>([\s\S]*)<\/body>/;
const scriptOrComment = /<script[\s\S]*?<\/script>|<!--[\s\S]*?-->/g;
const islandMark = /\sdata-island="([^"]+)"/g;
const bodyEnd = "</body>";

/** Whether the page's body has anything to show before its scripts run. */
function showsBeforeScripts(html: string): boolean {
  const body = bodyElement.exec(html)?.[1] ?? "";
  return body.replace(scriptOrComment, "").trim() !== "";
}

/** The starter as the pages inline it. */
export function compileStarter(): Promise<string> {
  return compileInlineFunction(starterSource, starterName);
}

/** Reads React Router's module loader statement by statement; anything unknown is an error. */
function readLoader(body: string): Pick<AppModules, "imports" | "entry"> {
  const statements = body
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const imports: { url: string; name?: string }[] = [];
  let registered: Map<string, string> | undefined;
  let entry: string | undefined;
  for (const statement of statements) {
    const imported = staticImport.exec(statement);
    const assigned = routeModules.exec(statement);
    const started = entryImport.exec(statement);
    if (imported && registered === undefined) {
      imports.push({ url: imported[2] ?? "", ...(imported[1] ? { name: imported[1] } : {}) });
    } else if (assigned && registered === undefined) {
      registered = new Map();
      for (const pair of (assigned[1] ?? "").split(",").filter(Boolean)) {
        const [, routeId, name] = routeEntry.exec(pair) ?? [];
        if (!routeId || !name) throw new Error(`unexpected route module entry: ${pair}`);
        registered.set(name, routeId);
      }
    } else if (started && registered !== undefined && entry === undefined) entry = started[1];
    else throw new Error(`unexpected statement in the module loader: ${statement}`);
  }
  if (registered === undefined || entry === undefined) {
    throw new Error("the module loader does not register route modules and start the app");
  }
  const routes = registered;
  return {
    imports: imports.map(({ url, name }) => {
      const routeId = name === undefined ? undefined : routes.get(name);
      return routeId === undefined ? { url } : { url, routeId };
    }),
    entry,
  };
}

/**
 * The page with React Router's module loader replaced by one that starts the app once the page
 * and its main pictures have been painted (`startAppAfterFirstPaint`), its scripts fetched with
 * low priority. Loaded at once, about 100 KB of scripts share a slow connection with the
 * stylesheet and the main picture and hold both back by a second on a phone; and Lighthouse,
 * whose simulation counts every request made before the largest paint as holding it back,
 * scores the page by that. The page is complete without them; they make it interactive a
 * moment later.
 *
 * Fails on a loader or a preload it does not recognise, so that a new React Router cannot
 * change what the pages do, or quietly undo the deferral, without the build saying so.
 */
export function deferAppScripts(
  html: string,
  starter: string,
  moduleBytes: (href: string) => number,
  islandScripts: IslandScripts,
): string {
  const loaders = [...html.matchAll(moduleLoader)];
  if (loaders.length > 1)
    throw new Error(`expected one module loader script, found ${loaders.length}`);
  const { islands, islandPreloads } = pageIslands(html, islandScripts);
  const [loader] = loaders;
  if (loader === undefined) return startIslandsOnly(html, starter, { islands, islandPreloads });
  const [loaderScript, body = ""] = loader;
  if (body.includes(starterName)) {
    throw new Error("the page's scripts are deferred already: run the whole build again");
  }
  const preloads = [...html.matchAll(modulePreload)].map(([, href = ""]) => href);
  // The largest module first: on HTTP/1.1 six connections serve a page, and the framework's
  // 90 KB is the last to arrive if it waits for one behind the small modules.
  preloads.sort((a, b) => moduleBytes(b) - moduleBytes(a));
  const preloadTags = html.match(anyModulePreload)?.length ?? 0;
  if (preloadTags !== preloads.length) {
    throw new Error(
      `${preloadTags - preloads.length} module preload tag(s) of an unexpected shape: they would load the scripts before the first paint`,
    );
  }
  const app: AppModules = {
    preloads: [...new Set([...preloads, ...islandPreloads])],
    ...readLoader(body),
    islands,
    paintsFirst: showsBeforeScripts(html),
  };
  return html.replace(modulePreload, "").replace(loaderScript, () => starterScript(starter, app));
}

function starterScript(starter: string, app: AppModules): string {
  return `<script type="module" async="">${starter};${starterName}(${JSON.stringify(app)});</script>`;
}

interface PageIslands {
  /** The islands a page's elements name, each once, with the address of its module. */
  islands: AppModules["islands"];
  /** Their modules and every module those import statically, each once: fetched together. */
  islandPreloads: string[];
}

function pageIslands(html: string, islandScripts: IslandScripts): PageIslands {
  const names = new Set([...html.matchAll(islandMark)].map(([, name = ""]) => name));
  const scripts = [...names].map((name) => {
    const script = islandScripts.get(name);
    if (script === undefined) {
      throw new Error(`the page names an island that was not built: ${name}`);
    }
    return { name, ...script };
  });
  return {
    islands: scripts.map(({ name, url }) => ({ name, url })),
    islandPreloads: [...new Set(scripts.flatMap(({ url, imports }) => [url, ...imports]))],
  };
}

/**
 * A page that runs islands only (no module loader): the starter, with nothing but its islands,
 * at the end of the body. Fails on a page that still asks for the app's modules.
 */
function startIslandsOnly(
  html: string,
  starter: string,
  { islands, islandPreloads }: PageIslands,
): string {
  if (html.match(anyModulePreload) || html.includes("__reactRouterContext")) {
    throw new Error("the page loads the app's modules but has no module loader");
  }
  if (html.includes(starterName)) {
    throw new Error("the page's scripts are deferred already: run the whole build again");
  }
  const app: AppModules = {
    preloads: islandPreloads,
    imports: [],
    islands,
    paintsFirst: showsBeforeScripts(html),
  };
  const at = html.lastIndexOf(bodyEnd);
  if (at < 0) throw new Error("the page has no </body>");
  return `${html.slice(0, at)}${starterScript(starter, app)}${html.slice(at)}`;
}
