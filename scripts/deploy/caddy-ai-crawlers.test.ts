// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { refusedUserAgentTokens } from "../../core/site/ai-crawlers.ts";
import { aiCrawlerBlock, withAiCrawlerBlock } from "./caddy-ai-crawlers.ts";
import { caddyfile } from "./local-caddy.ts";

describe("the Caddyfile's AI crawlers", () => {
  it("are the list's, as npm run deploy:caddyfile writes them", () => {
    const text = readFileSync(caddyfile, "utf8");
    expect(text, "run npm run deploy:caddyfile").toBe(withAiCrawlerBlock(text));
    expect(text).toContain(aiCrawlerBlock());
  });

  it("name every crawler that says who it is, and no crawler that only reads robots.txt", () => {
    const pattern = /header_regexp User-Agent \(\?i\)\(\?:([^)]+)\)/.exec(aiCrawlerBlock())?.[1];
    expect(pattern?.split("|")).toEqual(refusedUserAgentTokens);
    expect(pattern).not.toContain("Google-Extended");
  });
});
