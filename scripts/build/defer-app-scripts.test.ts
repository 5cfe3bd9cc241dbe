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

describe("the app's scripts, deferred until the page and its main pictures are painted", () => {
  const deferred = deferAppScripts(page, starter, moduleBytes);

  it("drops the module preload tags and keeps the stylesheet and the other scripts", () => {
    expect(deferred).not.toContain('<link rel="modulepreload"');
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/root-3.css"/>');
    expect(deferred).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("inlines the typed starter that waits for the paint of the main pictures", () => {
    const inlined = loaderOf(deferred).starter;
    expect(inlined).toBe(starter);
    expect(inlined.startsWith(`async function ${startAppAfterFirstPaint.name}(`)).toBe(true);
    expect(inlined).toContain("requestAnimationFrame(");
    expect(inlined).toContain('img[fetchpriority="high"]');
    expect(inlined).toContain("fetchPriority:`low`");
    expect(inlined).toContain("document.visibilityState===`hidden`");
  });

  it("hands it the same modules, imported in the loader's order, fetched largest first", () => {
    expect(loaderOf(deferred).app).toEqual({
      preloads: ["/assets/entry.client-2.js", "/assets/manifest-1.js"],
      imports: [
        { url: "/assets/manifest-1.js" },
        { url: "/assets/root-4.js", routeId: "root" },
        { url: "/assets/contact-5.js", routeId: "routes/contact" },
      ],
      entry: "/assets/entry.client-2.js",
      paintsFirst: true,
    });
  });

  it("tells it to start at once on a page that shows nothing before its scripts, as the Studio's shell", () => {
    const shell = page.replace(/<main>.*<\/main>/, "<!--$--><!--/$-->\n");
    expect(shell).not.toContain("<main>");
    expect(loaderOf(deferAppScripts(shell, starter, moduleBytes)).app.paintsFirst).toBe(false);
    expect(loaderOf(deferred).starter).toContain("paintsFirst");
  });

  it("refuses a loader it does not recognise rather than change what it does", () => {
    expect(() =>
      deferAppScripts(
        page.replace('import("/assets/entry.client-2.js");', "startApp();"),
        starter,
        moduleBytes,
      ),
    ).toThrow(/unexpected statement in the module loader: startApp\(\);/);
    expect(() => deferAppScripts("<body></body>", starter, moduleBytes)).toThrow(
      /expected one module loader script/,
    );
  });

  it("refuses a preload tag of another shape, which would still load the scripts early", () => {
    const withCrossorigin = page.replace(
      '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
      '<link rel="modulepreload" href="/assets/manifest-1.js" crossorigin=""/>',
    );
    expect(() => deferAppScripts(withCrossorigin, starter, moduleBytes)).toThrow(
      /1 module preload tag\(s\) of an unexpected shape/,
    );
  });

  it("says so when a page's scripts are deferred already", () => {
    expect(() => deferAppScripts(deferred, starter, moduleBytes)).toThrow(/deferred already/);
  });
});
