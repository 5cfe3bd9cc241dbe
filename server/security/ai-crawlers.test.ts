// @vitest-environment node

import { describe, expect, it } from "vitest";
import { refusedUserAgentTokens } from "../../core/site/ai-crawlers.ts";
import { testSite } from "../../tests/fixtures/test-site.ts";
import { makeCurrent } from "../releases/releases.ts";
import { writeFixtureRelease } from "../testing/fixture-build.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { testApp } from "../testing/test-app.ts";
import { isAiCrawler } from "./ai-crawlers.ts";

/** A User-Agent as the crawlers send them: a browser's words, then the crawler's token. */
const userAgentOf = (token: string) =>
  `Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ${token}/1.0; +https://crawler.example/${token.toLowerCase()})`;

/** Browsers, search engines and the link previews of share cards: never refused. */
const welcome = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
];

const paths = ["/", "/about", "/about.data", "/img/poppies-480.avif", "/assets/entry.js"];

/** The server over a build folder of its own whose site keeps AI crawlers out or not. */
function serverWith(blockAiCrawlers: boolean | undefined) {
  const buildDir = tempDir("ai-crawlers-build");
  const id = writeFixtureRelease(buildDir, {
    files: {
      "index.html": "<!DOCTYPE html><title>Home</title>",
      "about/index.html": "<!DOCTYPE html><title>About</title>",
      "about.data": "[]",
      "unlisted/index.html": "<!DOCTYPE html><title>Unlisted</title>",
      "img/poppies-480.avif": "avif",
      "assets/entry.js": "console.log(1);\n",
      "robots.txt": "User-agent: *\nAllow: /\n",
    },
    pageAccess: { noindexPaths: ["/unlisted"], privateProjects: [] },
    site: { ...testSite, blockAiCrawlers },
  });
  makeCurrent(buildDir, id);
  return { buildDir, ...testApp({ buildDir }) };
}

describe("recognising an AI crawler by its User-Agent", () => {
  it("recognises every crawler that names itself, whatever the case, and no browser or search engine", () => {
    for (const token of refusedUserAgentTokens) {
      expect(isAiCrawler(userAgentOf(token)), token).toBe(true);
      expect(isAiCrawler(userAgentOf(token.toUpperCase())), token).toBe(true);
    }
    for (const agent of [...welcome, undefined]) expect(isAiCrawler(agent), agent).toBe(false);
  });
});

describe("a site that keeps AI crawlers out", () => {
  it("answers every listed crawler 403 on pages, their data, pictures and scripts, never kept by a cache", async () => {
    const { request } = serverWith(true);
    for (const token of refusedUserAgentTokens) {
      for (const path of paths) {
        const res = await request(path, { headers: { "User-Agent": userAgentOf(token) } });
        expect(res.status, `${token} ${path}`).toBe(403);
        expect(res.headers.get("Cache-Control")).toBe("no-store");
        expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      }
    }
  });

  it("lets the crawlers read robots.txt, which tells them so", async () => {
    const { request } = serverWith(true);
    const res = await request("/robots.txt", { headers: { "User-Agent": userAgentOf("GPTBot") } });
    expect(res.status).toBe(200);
  });

  it("tells everyone else noai and noimageai on every page and picture", async () => {
    const { request } = serverWith(true);
    for (const agent of welcome) {
      for (const path of paths) {
        const res = await request(path, { headers: { "User-Agent": agent } });
        expect(res.status, `${agent} ${path}`).toBe(200);
        expect(res.headers.get("X-Robots-Tag")).toBe("noai, noimageai");
      }
    }
  });

  it("joins noai to the noindex of an unlisted page", async () => {
    const { request } = serverWith(true);
    const res = await request("/unlisted");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex, noai, noimageai");
  });
});

describe("a site that lets AI crawlers in, as by default", () => {
  it("answers them as anyone, without noai", async () => {
    for (const setting of [undefined, false]) {
      const { request } = serverWith(setting);
      for (const path of paths) {
        const res = await request(path, { headers: { "User-Agent": userAgentOf("GPTBot") } });
        expect(res.status, path).toBe(200);
        expect(res.headers.get("X-Robots-Tag")).toBeNull();
      }
    }
  });

  it("follows the build being served: the request after a switch sees the new setting", async () => {
    const { request, buildDir } = serverWith(false);
    const gptBot = { headers: { "User-Agent": userAgentOf("GPTBot") } };
    expect((await request("/about", gptBot)).status).toBe(200);
    const id = writeFixtureRelease(buildDir, {
      files: { "about/index.html": "<!DOCTYPE html><title>About</title>" },
      site: { ...testSite, blockAiCrawlers: true },
    });
    makeCurrent(buildDir, id);
    expect((await request("/about", gptBot)).status).toBe(403);
  });
});
