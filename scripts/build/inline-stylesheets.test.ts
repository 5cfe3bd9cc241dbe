import { describe, expect, it } from "vitest";
import { inlineStylesheets, linkedStylesheets } from "./inline-stylesheets.ts";

// As React Router 8 writes a prerendered page that runs the app.
const page =
  '<head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/root-3.css"/></head><body><main>Hello</main><script>window.__reactRouterContext = {};</script></body>';
const stylesheets = new Map([["/assets/root-3.css", "main{color:#111}"]]);

describe("the stylesheet written into each page", () => {
  it("finds the build's stylesheets a page links to", () => {
    expect(linkedStylesheets(page)).toEqual(["/assets/root-3.css"]);
  });

  it("puts the styles in the head and keeps the link, of a type no browser fetches, for React to find", () => {
    expect(inlineStylesheets(page, stylesheets)).toBe(
      '<head><meta charSet="utf-8"/><style>main{color:#111}</style><link rel="stylesheet" href="/assets/root-3.css" type="text/x-written-in" disabled=""/></head><body><main>Hello</main><script>window.__reactRouterContext = {};</script></body>',
    );
  });

  it("drops the link from a page that runs islands only: no React looks for it", () => {
    const islandsOnly = page.replace(/<script>.*<\/script>/, "");
    expect(inlineStylesheets(islandsOnly, stylesheets)).toBe(
      '<head><meta charSet="utf-8"/><style>main{color:#111}</style></head><body><main>Hello</main></body>',
    );
  });

  it("leaves a page it has done alone", () => {
    const done = inlineStylesheets(page, stylesheets);
    expect(inlineStylesheets(done, stylesheets)).toBe(done);
  });

  it("refuses a stylesheet the build does not hold, or one that would close its element", () => {
    expect(() => inlineStylesheets(page, new Map())).toThrow(
      "the stylesheet /assets/root-3.css is not in the build",
    );
    expect(() =>
      inlineStylesheets(page, new Map([["/assets/root-3.css", "a{}</style><script>"]])),
    ).toThrow(/would end its own <style>/);
  });
});
