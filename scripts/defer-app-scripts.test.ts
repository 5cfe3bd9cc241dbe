import { describe, expect, it } from "vitest";
import { deferAppScripts } from "./defer-app-scripts.ts";

// As React Router 8 writes a prerendered page's head and module loader.
const page = [
  '<head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="stylesheet" href="/assets/root-3.css"/></head><body><script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-4.js";\nimport * as route1 from "/assets/contact-5.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/contact":route1};\n\nimport("/assets/entry.client-2.js");</script></body>',
].join("");

function loaderOf(html: string): string[] {
  return (
    /<script type="module" async="">([\s\S]*)<\/script><\/body>$/.exec(html)?.[1]?.split("\n") ?? []
  );
}

describe("the app's scripts, deferred until after the first paint", () => {
  const deferred = deferAppScripts(page);

  it("drops the module preload tags and keeps the stylesheet and the other scripts", () => {
    expect(deferred).not.toContain('<link rel="modulepreload"');
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/root-3.css"/>');
    expect(deferred).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("waits for a painted frame and the page's main pictures, or not at all in a hidden tab", () => {
    const [wait = ""] = loaderOf(deferred);
    expect(wait).toMatch(/^await new Promise\(\(shown\) => \{/);
    expect(wait).toContain('document.visibilityState === "hidden"');
    expect(wait).toContain(`img[fetchpriority="high"]`);
    expect(wait).toContain("img.decode().catch(() => {})");
    // The 3 s limit starts with the first frame: before it, nothing hurries the scripts.
    expect(wait.indexOf("setTimeout(shown, 3000)")).toBeGreaterThan(
      wait.indexOf("requestAnimationFrame("),
    );
    expect(wait.match(/setTimeout\(shown/g)).toHaveLength(1);
  });

  it("then preloads the same modules, imports them in the loader's order, registers the routes and starts the app", () => {
    expect(loaderOf(deferred).slice(1)).toEqual([
      'for (const href of ["/assets/manifest-1.js","/assets/entry.client-2.js"]) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
      'const _unused0 = await import("/assets/manifest-1.js");',
      'const route0 = await import("/assets/root-4.js");',
      'const route1 = await import("/assets/contact-5.js");',
      'window.__reactRouterRouteModules = {"root":route0,"routes/contact":route1};',
      'import("/assets/entry.client-2.js");',
    ]);
  });

  it("refuses a loader it does not recognise rather than change what it does", () => {
    expect(() =>
      deferAppScripts(page.replace('import("/assets/entry.client-2.js");', "startApp();")),
    ).toThrow(/unexpected statement in the module loader: startApp\(\);/);
    expect(() => deferAppScripts("<body></body>")).toThrow(/expected one module loader script/);
  });

  it("refuses a preload tag of another shape, which would still load the scripts early", () => {
    const withCrossorigin = page.replace(
      '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
      '<link rel="modulepreload" href="/assets/manifest-1.js" crossorigin=""/>',
    );
    expect(() => deferAppScripts(withCrossorigin)).toThrow(
      /1 module preload tag\(s\) of an unexpected shape/,
    );
  });

  it("says so when a page's scripts are deferred already", () => {
    expect(() => deferAppScripts(deferred)).toThrow(/deferred already/);
  });
});
