import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SiteRouting } from "../../core/content/site-routing.ts";
import { makeCurrent } from "../releases/releases.ts";
import { ServedReleases } from "../releases/served-releases.ts";
import { writeFixtureRelease } from "../testing/fixture-build.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { staticSite } from "./static-site.ts";

const routing: SiteRouting = {
  notFoundPage: "/404",
  notFoundByPrefix: [{ prefix: "/project/", page: "/project/_unknown" }],
  redirects: { "/category/old-name": "/category/new-name" },
};
const page = "<!doctype html><title>About</title><script>go()</script>".padEnd(2000, " ");
const film = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));
const files = {
  "about/index.html": page,
  "about/index.html.br": brotliCompressSync(page),
  "about/index.html.gz": gzipSync(page),
  "about.data": "[about data]",
  "404/index.html": "<p>Oops! Page not found</p>",
  "project/_unknown/index.html": "<p>Project not found</p>",
  "project/_unknown.data": "[unknown project data]",
  "assets/app-1234.js": "console.log(1)",
  "img/photo-abcd.avif": Buffer.from([0, 1, 2]),
  "img/film-ef01.mp4": film,
};

const buildDir = tempDir("static-site");
makeCurrent(buildDir, writeFixtureRelease(buildDir, { files, routing }));

function siteOf(root: string) {
  return staticSite({
    releases: new ServedReleases(root),
    pagePolicy: (_site, hashes) => ["script-src 'self'", ...hashes].join(" "),
  });
}

const request = (path: string, init?: RequestInit) => siteOf(buildDir).request(path, init);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the bytes of a served file", () => {
  it("are the cached bytes themselves, not a copy made for each request", async () => {
    const bodies: unknown[] = [];
    class RecordingResponse extends Response {
      constructor(...args: ConstructorParameters<typeof Response>) {
        bodies.push(args[0]);
        super(...args);
      }
    }
    vi.stubGlobal("Response", RecordingResponse);
    const site = siteOf(buildDir);
    await site.request("/img/photo-abcd.avif");
    await site.request("/img/photo-abcd.avif");
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toBeInstanceOf(Uint8Array);
    expect(bodies[1]).toBe(bodies[0]);
  });
});

describe("serving the prerendered site", () => {
  it("serves a route's own HTML, revalidated on every visit", async () => {
    const response = await request("/about");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain("<title>About</title>");
  });

  it("serves the brotli or gzip file the browser accepts", async () => {
    const br = await request("/about", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const gz = await request("/about", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const refused = await request("/about", { headers: { "Accept-Encoding": "br;q=0, gzip;q=0" } });
    expect(refused.headers.get("content-encoding")).toBeNull();
  });

  it("answers a repeated visit with 304 when the page has not changed", async () => {
    const first = await request("/about");
    const etag = first.headers.get("etag") ?? "";
    const second = await request("/about", { headers: { "If-None-Match": etag } });
    expect(second.status).toBe(304);
  });

  it("caches hashed assets and images for a year", async () => {
    for (const path of ["/assets/app-1234.js", "/img/photo-abcd.avif"]) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe(
        "public, max-age=31536000, immutable",
      );
    }
    expect((await request("/img/photo-abcd.avif")).headers.get("content-type")).toBe("image/avif");
  });

  it("answers an unknown page with the Not-found page and HTTP 404", async () => {
    const response = await request("/no/such/page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
    expect((await request("/404")).status).toBe(404);
  });

  it("answers an unknown project with the project stand-in page and its data", async () => {
    const page = await request("/project/nope");
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("Project not found");
    const data = await request("/project/nope.data");
    expect(await data.text()).toBe("[unknown project data]");
  });

  it("answers a missing asset with a plain 404, never the HTML page", async () => {
    const response = await request("/assets/missing.js");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Not Found");
  });

  it("redirects old addresses and trailing slashes permanently", async () => {
    const moved = await request("/category/old-name");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/category/new-name");
    const slash = await request("/about/?x=1");
    expect(slash.status).toBe(301);
    expect(slash.headers.get("location")).toBe("/about?x=1");
  });

  it("never serves a file outside the build", async () => {
    for (const path of ["/..%2f..%2fetc/passwd", "/%2e%2e/site-routing.json", "/.env"]) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("notFoundPage");
    }
  });

  it("answers HEAD without a body and other methods with 405", async () => {
    const head = await request("/about", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const post = await request("/about", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("byte ranges", () => {
  const range = (value: string, more: Record<string, string> = {}) =>
    request("/img/film-ef01.mp4", { headers: { Range: value, ...more } });

  it("says it takes ranges, and answers one with 206 and exactly those bytes", async () => {
    const whole = await request("/img/film-ef01.mp4");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    const part = await range("bytes=10-19");
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 10-19/1000");
    expect(part.headers.get("content-length")).toBe("10");
    expect(Buffer.from(await part.arrayBuffer())).toEqual(film.subarray(10, 20));
  });

  it("answers open and suffix ranges as iOS players ask for them", async () => {
    const open = await range("bytes=990-");
    expect(open.headers.get("content-range")).toBe("bytes 990-999/1000");
    expect(Buffer.from(await open.arrayBuffer())).toEqual(film.subarray(990));
    const suffix = await range("bytes=-4");
    expect(suffix.headers.get("content-range")).toBe("bytes 996-999/1000");
    const probe = await range("bytes=0-1");
    expect(probe.status).toBe(206);
    expect(probe.headers.get("content-length")).toBe("2");
  });

  it("answers a range past the end with 416 and the file's length", async () => {
    const beyond = await range("bytes=5000-6000");
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe("bytes */1000");
    expect(await beyond.text()).toBe("");
  });

  it("sends the whole file for a malformed range or several ranges", async () => {
    for (const value of ["bytes=abc", "bytes=0-1,5-6", "items=0-1"]) {
      const response = await range(value);
      expect(response.status, value).toBe(200);
      expect(response.headers.get("content-length"), value).toBe("1000");
    }
  });

  it("honours If-Range: the range of the same version, else the whole new version", async () => {
    const etag = (await request("/img/film-ef01.mp4")).headers.get("etag") ?? "";
    expect((await range("bytes=0-9", { "If-Range": etag })).status).toBe(206);
    expect((await range("bytes=0-9", { "If-Range": '"another-version"' })).status).toBe(200);
    expect((await range("bytes=0-9", { "If-Range": "Wed, 21 Oct 2015 07:28:00 GMT" })).status).toBe(
      200,
    );
  });

  it("sends a compressed page whole, with a range only of the page as it is", async () => {
    const compressed = await request("/about", {
      headers: { Range: "bytes=0-9", "Accept-Encoding": "br" },
    });
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(compressed.headers.get("accept-ranges")).toBeNull();
    const plain = await request("/about", { headers: { Range: "bytes=0-9" } });
    expect(plain.status).toBe(206);
    expect(await plain.text()).toBe(page.slice(0, 10));
  });

  it("gives each content coding its own ETag", async () => {
    const etags = await Promise.all(
      ["identity", "br", "gzip"].map(async (coding) => {
        const response = await request("/about", { headers: { "Accept-Encoding": coding } });
        return response.headers.get("etag");
      }),
    );
    expect(new Set(etags).size).toBe(3);
  });
});

describe("pages and their Content Security Policy", () => {
  it("gives each page the policy with the hashes of its inline scripts from the build", async () => {
    const about = await request("/about");
    expect(about.headers.get("content-security-policy")).toMatch(
      /^script-src 'self' 'sha256-[^ ]+'$/,
    );
    const notFound = await request("/nowhere");
    expect(notFound.headers.get("content-security-policy")).toBe("script-src 'self'");
    expect((await request("/assets/app-1234.js")).headers.get("content-security-policy")).toBe(
      null,
    );
  });
});

describe("switching builds", () => {
  it("serves a new build from the next request, and an earlier build's hashed files still", async () => {
    const root = tempDir("switching");
    const first = writeFixtureRelease(root, {
      files: { "about/index.html": "first", "assets/app-1.js": "one", "404/index.html": "404" },
    });
    makeCurrent(root, first);
    const site = siteOf(root);
    expect(await (await site.request("/about")).text()).toBe("first");

    const second = writeFixtureRelease(root, {
      files: { "about/index.html": "second", "assets/app-2.js": "two", "404/index.html": "404" },
    });
    makeCurrent(root, second);
    const about = await site.request("/about");
    expect(await about.text()).toBe("second");
    expect(about.headers.get("x-site-release")).toBe(second);
    // A page of the first build, opened before the switch, still gets its script.
    const old = await site.request("/assets/app-1.js");
    expect(old.status).toBe(200);
    expect(await old.text()).toBe("one");
    expect(old.headers.get("x-site-release")).toBe(first);
    // Pages are never mixed in: only content-addressed files come from an earlier build.
    expect((await site.request("/assets/app-3.js")).status).toBe(404);
  });

  it("says the site is not built yet while there is no build", async () => {
    const response = await siteOf(tempDir("empty")).request("/");
    expect(response.status).toBe(503);
  });
});
