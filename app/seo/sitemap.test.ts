import { describe, expect, it } from "vitest";
import { buildRobotsTxt, buildSitemap } from "./sitemap.ts";

describe("sitemap and robots.txt", () => {
  it("lists every page as an absolute address on the site URL", () => {
    const xml = buildSitemap("https://artist.example", ["/", "/about", "/project/a&b"]);
    expect(xml).toContain("<loc>https://artist.example/</loc>");
    expect(xml).toContain("<loc>https://artist.example/about</loc>");
    expect(xml).toContain("<loc>https://artist.example/project/a&amp;b</loc>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("robots.txt allows crawling and names the sitemap", () => {
    expect(buildRobotsTxt("https://artist.example")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://artist.example/sitemap.xml\n",
    );
  });
});
