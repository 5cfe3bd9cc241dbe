import { describe, expect, it } from "vitest";
import { feedFramePath } from "../../core/site/feed-frame-address.ts";
import { fixtureScripts } from "../testing/fixture-build.ts";
import { testApp } from "../testing/test-app.ts";
import { cspHash, inlineScriptHashes } from "./inline-hashes.ts";

function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe("security headers", () => {
  it("gives each page a policy allowing exactly its own inline scripts, never 'unsafe-inline'", async () => {
    const { request } = testApp();
    const home = directives((await request("/")).headers.get("Content-Security-Policy"));
    const about = directives((await request("/about")).headers.get("Content-Security-Policy"));

    expect(home.get("script-src")).toEqual(["'self'", ...fixtureScripts.home.map(cspHash)]);
    expect(about.get("script-src")).toEqual(["'self'", ...fixtureScripts.about.map(cspHash)]);
    for (const policy of [home, about]) {
      expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
      expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    }
  });

  it("allows only the site, its feed frame, its signup page and the video players", async () => {
    const { request } = testApp();
    const policy = directives((await request("/")).headers.get("Content-Security-Policy"));
    expect(Object.fromEntries(policy)).toEqual({
      "default-src": ["'self'"],
      "script-src": expect.any(Array),
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:"],
      "font-src": ["'self'"],
      "connect-src": ["'self'"],
      "frame-src": ["'self'", "https://www.youtube-nocookie.com", "https://player.vimeo.com"],
      "media-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'", "https://noor.substack.com"],
      "frame-ancestors": ["'none'"],
    });
  });

  it("gives the newsletter feed's page a sandbox of its own, framed only by the site's pages", async () => {
    const { request } = testApp();
    const res = await request(feedFramePath);
    expect(res.status).toBe(200);
    const policy = directives(res.headers.get("Content-Security-Policy"));
    expect(policy.get("sandbox")).toEqual(["allow-scripts"]);
    expect(policy.get("script-src")).toEqual([
      ...fixtureScripts.feedFrame.map(cspHash),
      "https://substackapi.com",
    ]);
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
    expect(res.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
  });

  it("computes the same policy from a brotli or gzip encoded page and from a 304", async () => {
    const { request } = testApp();
    const plain = await request("/");
    const policy = plain.headers.get("Content-Security-Policy");
    for (const encoding of ["br", "gzip"]) {
      const encoded = await request("/", { headers: { "Accept-Encoding": encoding } });
      expect(encoded.headers.get("Content-Encoding")).toBe(encoding);
      expect(encoded.headers.get("Content-Security-Policy")).toBe(policy);
    }
    const etag = plain.headers.get("ETag") ?? "";
    const notModified = await request("/", { headers: { "If-None-Match": etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("Content-Security-Policy")).toBe(policy);
  });

  it("gives the Not-found page (HTTP 404) its own policy", async () => {
    const { request } = testApp();
    const res = await request("/no-such-page");
    expect(res.status).toBe(404);
    expect(directives(res.headers.get("Content-Security-Policy")).get("script-src")).toContain(
      cspHash(fixtureScripts.notFound[0] ?? ""),
    );
  });

  it.each(["/", "/assets/entry.js", "/api/health", "/api/nothing", "/assets/missing.js"])(
    "sets the fixed security headers on %s",
    async (path) => {
      const { request } = testApp();
      const res = await request(path);
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("Permissions-Policy")).toBe(
        "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
      );
      expect(res.headers.get("X-Frame-Options")).toBe("DENY");
      expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    },
  );

  it("gives everything that is not a page a policy under which nothing runs", async () => {
    const { request } = testApp();
    for (const path of ["/assets/entry.js", "/api/health"]) {
      expect((await request(path)).headers.get("Content-Security-Policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it("sends HSTS only over HTTPS, as the request or a trusted proxy says", async () => {
    const direct = testApp();
    expect((await direct.request("/")).headers.get("Strict-Transport-Security")).toBeNull();
    const forwarded = { headers: { "X-Forwarded-Proto": "https" } };
    expect(
      (await direct.request("/", forwarded)).headers.get("Strict-Transport-Security"),
    ).toBeNull();
    const secure = await direct.app.request(
      "https://localhost/",
      {},
      {
        incoming: { socket: { remoteAddress: "203.0.113.1" } },
      },
    );
    expect(secure.headers.get("Strict-Transport-Security")).toBe("max-age=31536000");

    const proxied = testApp({ trustProxyHops: 1 });
    expect((await proxied.request("/", forwarded)).headers.get("Strict-Transport-Security")).toBe(
      "max-age=31536000",
    );
  });
});

describe("inline script hashes", () => {
  it("hashes inline scripts but not external scripts or JSON data blocks", () => {
    const html = [
      '<script src="/a.js"></script>',
      '<script type="application/ld+json">{"a":1}</script>',
      "<script>one()</script>",
      '<script type="module" async="">import "/b.js";</script>',
      "<script>one()</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([cspHash("one()"), cspHash('import "/b.js";')]);
  });

  it("hashes like the browser: SHA-256 of the UTF-8 text, base64", () => {
    expect(cspHash("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});
