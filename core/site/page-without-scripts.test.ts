import { describe, expect, it } from "vitest";
import { pageWithoutScripts } from "./page-without-scripts.ts";

describe("a page without its scripts", () => {
  it("drops every script and module preload, and keeps structured data and the rest", () => {
    const page = [
      '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/s.css"/>',
      '<script type="application/ld+json">{"@type":"Person"}</script></head>',
      "<body><main>404</main><script>window.__reactRouterContext = {};</script>",
      '<script type="module" async="">start();</script></body>',
    ].join("");
    expect(pageWithoutScripts(page)).toBe(
      [
        '<head><link rel="stylesheet" href="/assets/s.css"/>',
        '<script type="application/ld+json">{"@type":"Person"}</script></head>',
        "<body><main>404</main></body>",
      ].join(""),
    );
  });
});
