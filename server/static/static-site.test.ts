import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SiteRouting } from "../../app/content/site-routing.ts";
import { staticSite } from "./static-site.ts";

let buildDir: string;

function put(path: string, content: string | Buffer): void {
  const file = join(buildDir, "client", path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(() => {
  buildDir = mkdtempSync(join(tmpdir(), "static-site-"));
  const routing: SiteRouting = {
    notFoundPage: "/404",
    notFoundByPrefix: [{ prefix: "/project/", page: "/project/_unknown" }],
    redirects: { "/category/old-name": "/category/new-name" },
  };
  writeFileSync(join(buildDir, "site-routing.json"), JSON.stringify(routing));
  const page = "<!doctype html><title>About</title>".padEnd(2000, " ");
  put("about/index.html", page);
  put("about/index.html.br", brotliCompressSync(page));
  put("about/index.html.gz", gzipSync(page));
  put("about.data", "[about data]");
  put("404/index.html", "<p>Oops! Page not found</p>");
  put("project/_unknown/index.html", "<p>Project not found</p>");
  put("project/_unknown.data", "[unknown project data]");
  put("assets/app-1234.js", "console.log(1)");
  put("img/photo-abcd.avif", Buffer.from([0, 1, 2]));
});

afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

const request = (path: string, init?: RequestInit) => staticSite({ buildDir }).request(path, init);

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
    const site = staticSite({ buildDir });
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
