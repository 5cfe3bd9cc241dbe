import { describe, expect, it } from "vitest";
import { aiCrawlers } from "../../core/site/ai-crawlers.ts";
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

  it("robots.txt disallows the whole site to every listed AI crawler when the artist asks, and only then", () => {
    const robots = buildRobotsTxt("https://artist.example", { blockAiCrawlers: true });
    const [aiGroup = "", everyoneElse] = robots.split("\n\n");
    const agents = aiGroup.split("\n").filter((line) => line.startsWith("User-agent: "));
    expect(agents).toEqual(aiCrawlers.map((crawler) => `User-agent: ${crawler.token}`));
    expect(agents).toEqual(
      expect.arrayContaining(["User-agent: GPTBot", "User-agent: Google-Extended"]),
    );
    expect(aiGroup.endsWith("\nDisallow: /")).toBe(true);
    expect(everyoneElse).toBe("User-agent: *\nAllow: /");
    expect(robots.endsWith("\nSitemap: https://artist.example/sitemap.xml\n")).toBe(true);
    expect(buildRobotsTxt("https://artist.example", { blockAiCrawlers: false })).toBe(
      buildRobotsTxt("https://artist.example"),
    );
  });
});
