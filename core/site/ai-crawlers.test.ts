import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type AiCrawlerKind, aiCrawlers } from "./ai-crawlers.ts";

describe("the list of AI crawlers", () => {
  it("names each crawler once, by a token the server and Caddy can match as it is, with its source", () => {
    const tokens = aiCrawlers.map((crawler) => crawler.token.toLowerCase());
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const crawler of aiCrawlers) {
      expect(crawler.token).toMatch(/^[A-Za-z][A-Za-z0-9-]+$/);
      expect(new URL(crawler.source).protocol).toBe("https:");
    }
    const known = [
      ...["GPTBot", "OAI-SearchBot", "ChatGPT-User", "ClaudeBot", "anthropic-ai", "Claude-Web"],
      ...["CCBot", "Google-Extended", "Applebot-Extended", "PerplexityBot", "Bytespider"],
      ...["Meta-ExternalAgent", "Amazonbot", "Diffbot", "cohere-ai", "omgilibot", "Timpibot"],
      "ImagesiftBot",
    ];
    for (const token of known) expect(tokens).toContain(token.toLowerCase());
  });

  it("is the one docs/content.md describes, each crawler in the row of its kind", () => {
    const guide = readFileSync(join(import.meta.dirname, "../../docs/content.md"), "utf8");
    const rows: Record<AiCrawlerKind, string> = {
      training: "| Training |",
      "ai-search": "| AI search |",
      "user-fetch": "| On a person's request |",
    };
    for (const [kind, start] of Object.entries(rows)) {
      const row = guide.split("\n").find((line) => line.startsWith(start)) ?? "";
      const named = row
        .split("|")[3]
        ?.split(",")
        .map((name) => name.replace(/\(.*\)/, "").trim());
      const listed = aiCrawlers.filter((crawler) => crawler.kind === kind).map((c) => c.token);
      expect(named, kind).toEqual(listed);
    }
  });
});
