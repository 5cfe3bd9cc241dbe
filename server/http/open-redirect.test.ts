import { Hono } from "hono";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { clientAddress } from "../api/client-address.ts";
import { createApp } from "../app.ts";
import { defaultDeliveryRetryPolicy } from "../delivery/delivery-retry-policy.ts";
import { PasswordThrottle } from "../private-projects/password-throttle.ts";
import { PrivatePasswords } from "../private-projects/private-passwords.ts";
import { makeCurrent } from "../releases/releases.ts";
import { ServedReleases } from "../releases/served-releases.ts";
import { siteCspSources } from "../security/content-security-policy.ts";
import { hashPassword } from "../security/password-hash.ts";
import { ipHasher } from "../storage/ip-hash.ts";
import { SqliteMessageStore } from "../storage/sqlite-message-store.ts";
import { writeFixtureRelease } from "../testing/fixture-build.ts";
import { memoryLogger } from "../testing/memory-logger.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { encodePath, isSiteLocation, siteRedirect } from "./site-redirect.ts";

const site = "https://artist.example";

/**
 * Known ways of turning a site's redirect into one to another host: scheme-relative
 * addresses, backslashes, whitespace and control characters that browsers drop, encoded and
 * double-encoded slashes, look-alike dots and slashes, and addresses with a scheme in the path.
 */
const payloads = [
  "//evil.example",
  "//evil.example/",
  "///evil.example/",
  "////evil.example/",
  "/\\evil.example/",
  "/\\/evil.example/",
  "/%09/evil.example/",
  "/%09%09/evil.example/",
  "/%0a/evil.example/",
  "/%0d/evil.example/",
  "/%0D%0A/evil.example/",
  "/%00/evil.example/",
  "/%20/evil.example/",
  "/%7F/evil.example/",
  "/%C2%85/evil.example/",
  "/%E2%80%A8/evil.example/",
  "/%2F/evil.example/",
  "/%2F%2Fevil.example/",
  "/%2f%2f%2fevil.example/",
  "/%5C/evil.example/",
  "/%5Cevil.example/",
  "/%5C%5Cevil.example/",
  "/%252F%252Fevil.example/",
  "/%2e%2e%2f%2fevil.example/",
  "/.%2F%2Fevil.example/",
  "/https:/evil.example/",
  "/https://evil.example/",
  "/http:%2F%2Fevil.example/",
  "/@evil.example/",
  "/evil.example%2F%2E%2E/",
  "/%E3%80%82evil.example/",
  "/%EF%BC%8F%EF%BC%8Fevil.example/",
  "/about/%09/evil.example/",
  "/category/old-name//evil.example/",
];

/** The same address with and without a trailing slash, and with a query that names a host. */
function variants(payload: string): string[] {
  const bare = payload.replace(/\/+$/, "");
  return [payload, bare, `${bare}/`, `${payload}?next=//evil.example`];
}

/** Where a browser would go with this Location: another host is a failure. */
function destination(location: string): string {
  return new URL(location, `${site}/somewhere/`).origin;
}

const page = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><main>${title}</main></body></html>`;

let buildDir: string;

beforeAll(() => {
  buildDir = tempDir("open-redirect");
  const id = writeFixtureRelease(buildDir, {
    files: { "about/index.html": page("About"), "404/index.html": page("Not found") },
    privateFiles: {
      "sealed-room/project/sealed-room/index.html": page("Sealed Room"),
      "_access/project/_private/index.html": page("Private project"),
      "_access/project/_private-refused/index.html": page("That password is not right"),
      "_access/project/_private-wait/index.html": page("Too many wrong passwords"),
    },
    pageAccess: {
      noindexPaths: ["/project/sealed-room"],
      privateProjects: [{ id: "sealed-room", path: "/project/sealed-room", images: [] }],
    },
    routing: {
      notFoundPage: "/404",
      notFoundByPrefix: [],
      redirects: { "/category/old-name": "/category/new-name" },
    },
  });
  makeCurrent(buildDir, id);
});

const password = "open the sealed room";

async function server() {
  const data = tempDir("open-redirect-data");
  const store = SqliteMessageStore.open(data);
  const passwords = PrivatePasswords.open(data);
  onTestFinished(() => {
    store.close();
    passwords.close();
  });
  passwords.set("sealed-room", await hashPassword(password, { N: 2 ** 10, r: 8, p: 1 }));
  const logger = memoryLogger();
  const app = createApp({
    releases: new ServedReleases(buildDir),
    logger,
    api: {
      store,
      siteUrl: () => site,
      clientAddress: clientAddress(0),
      hashIp: ipHasher("test-salt-0123456789"),
      rateLimit: false,
      retryForMs: defaultDeliveryRetryPolicy.retryForMs,
      logger,
    },
    security: { trustProxy: false },
    cspSources: siteCspSources,
    privateProjects: { passwords, throttle: new PasswordThrottle() },
  });
  return (path: string, init: RequestInit = {}) =>
    app.request(`http://localhost${path}`, init, {
      incoming: { socket: { remoteAddress: "203.0.113.10" } },
    });
}

describe("no redirect leaves the site", () => {
  it("for any of the known open-redirect payloads, on every address that redirects", async () => {
    const request = await server();
    const redirected: string[] = [];
    for (const payload of payloads) {
      for (const path of variants(payload)) {
        for (const method of ["GET", "HEAD"]) {
          const answer = await request(path, { method });
          expect(answer.status, `${method} ${path}`).toBeLessThan(500);
          const location = answer.headers.get("Location");
          if (location === null) continue;
          redirected.push(location);
          expect(destination(location), `${method} ${path} → ${location}`).toBe(site);
          expect(isSiteLocation(location), `${method} ${path} → ${location}`).toBe(true);
        }
      }
    }
    // The trailing-slash rule did redirect (to harmless paths), so the check above was reached.
    expect(redirected.length).toBeGreaterThan(payloads.length);
  });

  it("after a private project's password, wherever the form was posted from", async () => {
    const request = await server();
    for (const query of ["?next=//evil.example", "?image=%09//evil.example", "?\\evil.example"]) {
      const answer = await request(`/project/sealed-room${query}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ password }).toString(),
      });
      expect(answer.status, query).toBe(303);
      const location = answer.headers.get("Location") ?? "";
      expect(location, query).toMatch(/^\/project\/sealed-room\?/);
      expect(destination(location), query).toBe(site);
    }
  });

  it("answers a path with a control character as an unknown address, not with a redirect", async () => {
    const request = await server();
    const answer = await request("/%09/evil.example/");
    expect(answer.status).toBe(404);
    expect(answer.headers.get("Location")).toBeNull();
  });
});

describe("a redirect of the server", () => {
  it("answers a location that is not one of the site's paths as an unknown address", async () => {
    const app = new Hono();
    app.get("/go", (c) => siteRedirect(c, c.req.query("to") ?? "", 301, c.req.query("q") ?? ""));
    for (const to of [
      "//evil.example",
      "/\\evil.example",
      "/%09/evil.example",
      "https://evil.example",
    ]) {
      const answer = await app.request(`/go?to=${encodeURIComponent(to)}`);
      expect(answer.status, to).toBe(404);
      expect(answer.headers.get("Location"), to).toBeNull();
    }
    const query = await app.request(`/go?to=%2Fabout&q=${encodeURIComponent("//evil.example")}`);
    expect(query.status).toBe(404);
    const fine = await app.request(`/go?to=%2Fabout&q=${encodeURIComponent("?image=2")}`);
    expect(fine.headers.get("Location")).toBe("/about?image=2");
  });
});

describe("a site location", () => {
  it.each(["/about", "/category/new-name", "/project/a?image=2", encodePath("/café")])(
    "%s is one",
    (location) => {
      expect(isSiteLocation(location)).toBe(true);
    },
  );

  it.each([
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/%09/evil.example",
    "/%5Cevil.example",
    "/%2F%2Fevil.example",
    "https://evil.example",
    "evil.example",
    "/%E0%A4%A",
  ])("%s is not", (location) => {
    expect(isSiteLocation(location)).toBe(false);
  });

  it("keeps a decoded path's letters, encoded", () => {
    expect(encodePath("/caf\u00e9/a b")).toBe("/caf%C3%A9/a%20b");
  });
});
