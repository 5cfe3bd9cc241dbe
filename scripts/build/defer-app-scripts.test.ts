import { describe, expect, it } from "vitest";
import {
  type AppModules,
  startAppAfterFirstPaint,
} from "../../app/boot/start-app-after-first-paint.ts";
import { compileStarter, deferAppScripts } from "./defer-app-scripts.ts";

// As React Router 8 writes a prerendered page's head and module loader.
const page = [
  '<head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="stylesheet" href="/assets/root-3.css"/></head><body><script>window.__reactRouterContext = {};</script>',
  '<header><div data-island="mobile-menu"></div></header>',
  '<main><img src="/img/a-1280.jpg" alt="A." decoding="async" loading="eager" fetchPriority="high"/></main>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-4.js";\nimport * as route1 from "/assets/contact-5.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/contact":route1};\n\nimport("/assets/entry.client-2.js");</script></body>',
].join("");

/** The starter's text and the modules it is given, read back from a deferred page. */
function loaderOf(html: string): { starter: string; app: AppModules } {
  const script = new RegExp(
    `<script type="module" async="">(.*);${startAppAfterFirstPaint.name}\\((\\{.*\\})\\);</script></body>$`,
  ).exec(html);
  return { starter: script?.[1] ?? "", app: JSON.parse(script?.[2] ?? "{}") as AppModules };
}

const starter = await compileStarter();

// Byte sizes of the modules, as the build reads them from the client folder.
const moduleSizes: Record<string, number> = {
  "/assets/manifest-1.js": 1_500,
  "/assets/entry.client-2.js": 90_000,
};
const moduleBytes = (href: string): number => moduleSizes[href] ?? 0;

// Where the build put each island's module, and the shared modules each imports.
const islands = new Map([
  [
    "mobile-menu",
    { url: "/assets/island-mobile-menu-7.js", imports: ["/assets/island-focus-trap-9.js"] },
  ],
  [
    "picture",
    {
      url: "/assets/island-picture-8.js",
      imports: ["/assets/island-stand-in-10.js", "/assets/island-focus-trap-9.js"],
    },
  ],
]);

describe("the app's scripts, deferred until the page is painted", () => {
  const deferred = deferAppScripts(page, starter, moduleBytes, islands);

  it("drops the module preload tags and keeps the stylesheet and the other scripts", () => {
    expect(deferred).not.toContain('<link rel="modulepreload"');
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/root-3.css"/>');
    expect(deferred).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("inlines the typed starter that waits for the page's first paint", () => {
    const inlined = loaderOf(deferred).starter;
    expect(inlined).toBe(starter);
    expect(inlined.startsWith(`async function ${startAppAfterFirstPaint.name}(`)).toBe(true);
    expect(inlined).toContain("requestAnimationFrame(");
    expect(inlined).toContain("first-contentful-paint");
    expect(inlined).toContain("fetchPriority:`low`");
    expect(inlined).toContain("document.visibilityState===`hidden`");
  });

  it("hands it the same modules, imported in the loader's order, fetched largest first, and the page's islands", () => {
    expect(loaderOf(deferred).app).toEqual({
      preloads: [
        "/assets/entry.client-2.js",
        "/assets/manifest-1.js",
        "/assets/island-mobile-menu-7.js",
        "/assets/island-focus-trap-9.js",
      ],
      imports: [
        { url: "/assets/manifest-1.js" },
        { url: "/assets/root-4.js", routeId: "root" },
        { url: "/assets/contact-5.js", routeId: "routes/contact" },
      ],
      entry: "/assets/entry.client-2.js",
      islands: [{ name: "mobile-menu", url: "/assets/island-mobile-menu-7.js" }],
      paintsFirst: true,
    });
  });

  it("tells it to start at once on a page that shows nothing before its scripts, as the Studio's shell", () => {
    const shell = page.replace(/<header>.*<\/main>/, "<!--$--><!--/$-->\n");
    expect(shell).not.toContain("<main>");
    expect(loaderOf(deferAppScripts(shell, starter, moduleBytes, islands)).app.paintsFirst).toBe(
      false,
    );
    expect(loaderOf(deferred).starter).toContain("paintsFirst");
  });

  it("refuses a loader it does not recognise rather than change what it does", () => {
    expect(() =>
      deferAppScripts(
        page.replace('import("/assets/entry.client-2.js");', "startApp();"),
        starter,
        moduleBytes,
        islands,
      ),
    ).toThrow(/unexpected statement in the module loader: startApp\(\);/);
    const twice = page.replace(
      "</body>",
      `${/<script type="module"[\s\S]*?<\/script>/.exec(page)?.[0]}</body>`,
    );
    expect(() => deferAppScripts(twice, starter, moduleBytes, islands)).toThrow(
      /expected one module loader script, found 2/,
    );
  });

  it("refuses a preload tag of another shape, which would still load the scripts early", () => {
    const withCrossorigin = page.replace(
      '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
      '<link rel="modulepreload" href="/assets/manifest-1.js" crossorigin=""/>',
    );
    expect(() => deferAppScripts(withCrossorigin, starter, moduleBytes, islands)).toThrow(
      /1 module preload tag\(s\) of an unexpected shape/,
    );
  });

  it("says so when a page's scripts are deferred already", () => {
    expect(() => deferAppScripts(deferred, starter, moduleBytes, islands)).toThrow(
      /deferred already/,
    );
  });
});

describe("a page that runs islands only", () => {
  const islandsPage = [
    '<head><link rel="stylesheet" href="/assets/root-3.css"/></head><body>',
    '<header><div data-island="mobile-menu"></div></header>',
    '<main><div data-image-status="loading" data-island="picture"><img src="/a.jpg" alt="A."/></div>',
    '<div data-island="picture"></div></main></body>',
  ].join("");

  it("gets the starter at the end of its body, with its islands, each once, and no app", () => {
    const { app } = loaderOf(deferAppScripts(islandsPage, starter, moduleBytes, islands));
    expect(app).toEqual({
      // Every module the islands import comes at once, each once: none waits for another.
      preloads: [
        "/assets/island-mobile-menu-7.js",
        "/assets/island-focus-trap-9.js",
        "/assets/island-picture-8.js",
        "/assets/island-stand-in-10.js",
      ],
      imports: [],
      islands: [
        { name: "mobile-menu", url: "/assets/island-mobile-menu-7.js" },
        { name: "picture", url: "/assets/island-picture-8.js" },
      ],
      paintsFirst: true,
    });
  });

  it("loads no module at all when nothing on it acts", () => {
    const still = "<body><main><p>Still.</p></main></body>";
    const { app } = loaderOf(deferAppScripts(still, starter, moduleBytes, islands));
    expect(app).toEqual({ preloads: [], imports: [], islands: [], paintsFirst: true });
  });

  it("refuses an island that was not built, and a page that asks for the app without its loader", () => {
    expect(() =>
      deferAppScripts(
        islandsPage.replace('"mobile-menu"', '"slideshow"'),
        starter,
        moduleBytes,
        islands,
      ),
    ).toThrow(/names an island that was not built: slideshow/);
    expect(() =>
      deferAppScripts(
        "<body><script>window.__reactRouterContext = {};</script></body>",
        starter,
        moduleBytes,
        islands,
      ),
    ).toThrow(/loads the app's modules but has no module loader/);
  });
});
