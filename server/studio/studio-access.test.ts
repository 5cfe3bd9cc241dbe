import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { pageWithoutScripts } from "../../core/site/page-without-scripts.ts";
import { createContentFixture } from "../../tests/fixtures/content-fixture.ts";
import { clientAddress } from "../api/client-address.ts";
import { Publisher } from "../publish/publisher.ts";
import { openDatabase } from "../storage/database.ts";
import { SqliteMessageStore } from "../storage/sqlite-message-store.ts";
import { folderState } from "../testing/folder-state.ts";
import { memoryLogger } from "../testing/memory-logger.ts";
import { fixtureShell, sameOrigin, studioTestApp } from "../testing/studio-test-app.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { testSiteUrl } from "../testing/test-app.ts";
import { studioApiRoutes, studioDeps } from "./studio-app.ts";
import type { StudioRoute } from "./studio-route.ts";

/** The Studio API's own route table, as the server mounts it. */
function routeTable(): StudioRoute[] {
  const dir = tempDir("studio-routes");
  const db = openDatabase(dir);
  const store = SqliteMessageStore.open(dir);
  const routes = studioApiRoutes(
    studioDeps({
      db,
      archive: store,
      delivery: { deliverDue: async () => ({ sent: 0, retrying: 0, failed: 0 }), nudge: () => {} },
      siteUrl: () => testSiteUrl,
      trustProxy: false,
      clientAddress: clientAddress(0),
      hashIp: (address) => address,
      retryForMs: 1000,
      logger: memoryLogger(),
      notify: () => {},
      content: { contentDir: dir, dataDir: dir, buildRoot: dir, quotaBytes: 1024 },
      publisher: new Publisher({
        contentDir: dir,
        buildRoot: dir,
        imageCacheDir: dir,
        dataDir: dir,
        logger: memoryLogger(),
      }),
    }),
  );
  db.close();
  store.close();
  return routes;
}

const routes = routeTable();

/** What each route's path parameters stand for in the walk: a real message, project, upload. */
function pathFor(route: StudioRoute, messageId: string): string {
  const id = route.path.startsWith("/messages")
    ? messageId
    : route.path.startsWith("/uploads")
      ? "0123456789abcdef0123456789abcdef"
      : "tide-lines";
  return `/api/studio${route.path.replace(/:id\b/g, id).replace(/:index\b/g, "0")}`;
}

/** A request that would be fine but for what the test leaves out. */
function requestFor(route: StudioRoute, messageId: string): { path: string; init: RequestInit } {
  const path = pathFor(route, messageId);
  const init: RequestInit = { method: route.method, headers: { Origin: sameOrigin } };
  if (route.method === "PUT" && route.path === "/uploads/:id") {
    // A part of an upload: raw bytes, as the Studio's page sends them.
    init.headers = { ...init.headers, "Content-Type": "application/octet-stream" };
    init.body = Buffer.alloc(64 * 1024, 1);
  } else if (route.method !== "GET") {
    init.headers = { ...init.headers, "Content-Type": "application/json" };
    init.body = JSON.stringify(route.path === "/session" ? { password: "x" } : { read: true });
  }
  return { path, init };
}

/** Studio addresses as the Studio writes them, and spelled as a browser's app would route them. */
const studioSpellings = [
  "/studio",
  "/studio/messages",
  "/studio/sign-in",
  "/Studio",
  "/STUDIO/messages",
  "/%73tudio",
  "/%53tudio/sign-in",
  "//studio",
  "//studio/messages",
];

describe("Studio access", () => {
  it("lists the routes the Studio API has, with only the sign-ins and the session probe open", () => {
    expect(routes.length).toBeGreaterThanOrEqual(12);
    // The content routes are in the table the guards and this walk use, uploads included.
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        "GET /projects",
        "PUT /projects/:id",
        "POST /projects/:id/images",
        "PUT /projects/:id/password",
        "DELETE /projects/:id/password",
        "POST /uploads",
        "PUT /uploads/:id",
        "GET /preview",
        "PUT /site",
        "PUT /categories",
        "PUT /slideshow",
        "PUT /about/portrait",
        "POST /publish/stop",
        "GET /passkeys",
        "POST /passkeys/options",
        "POST /passkeys",
        "DELETE /passkeys/:id",
        "GET /backups",
        "GET /backups/latest",
        "GET /export",
      ]),
    );
    expect(routes.filter((r) => r.access === "anyone").map((r) => `${r.method} ${r.path}`)).toEqual(
      [
        "GET /session",
        "POST /session",
        "GET /passkey-sign-in",
        "POST /passkey-sign-in/options",
        "POST /passkey-sign-in",
      ],
    );
    expect(routes.filter((r) => r.access === "setup").map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /setup/check",
      "POST /setup",
      "POST /setup/restore",
    ]);
  });

  describe("while no owner password is set", () => {
    it("answers 404 on every route of the API but the first start's setup, as for an unknown address", async () => {
      const studio = await studioTestApp({ enabled: false });
      const id = await studio.addMessage();
      for (const route of routes.filter((r) => r.access !== "setup")) {
        const { path, init } = requestFor(route, id);
        const res = await studio.request(path, init);
        expect(res.status, `${route.method} ${route.path}`).toBe(404);
        expect(await res.json()).toEqual({
          error: "not_found",
          message: "There is no API at this address.",
        });
      }
    });

    it("answers the Studio's pages with the site's Not-found page, like any unknown address, without the scripts that would start the app there", async () => {
      const studio = await studioTestApp({ enabled: false });
      const unknown = await studio.request("/no-such-page");
      const notFoundPage = await unknown.text();
      for (const path of [...studioSpellings, "/studio/"]) {
        const res = await studio.request(path);
        expect(res.status, path).toBe(404);
        expect(await res.text(), path).toBe(pageWithoutScripts(notFoundPage));
        expect(res.headers.get("Cache-Control")).toBe(unknown.headers.get("Cache-Control"));
        expect(res.headers.get("X-Robots-Tag")).toBeNull();
      }
    });
  });

  describe("once the owner password is set", () => {
    it("answers 401 on every owner route without a session, changing nothing", async () => {
      const studio = await studioTestApp();
      const id = await studio.addMessage();
      const owned = routes.filter((route) => route.access === "owner");
      expect(owned.length).toBe(routes.length - 8);
      for (const route of owned) {
        const { path, init } = requestFor(route, id);
        const res = await studio.request(path, init);
        expect(res.status, `${route.method} ${route.path}`).toBe(401);
        expect(await res.json()).toEqual({
          error: "unauthorized",
          message: "Sign in to the Studio first.",
        });
        expect(res.headers.get("Cache-Control")).toBe("no-store");
      }
      const message = await studio.store.find(id);
      expect(message).toMatchObject({ status: "pending" });
      // Nothing reached the content folder or the Studio's own files beside it.
      expect(readdirSync(studio.contentDir)).toEqual([]);
      expect(existsSync(join(studio.dataDir, "studio"))).toBe(false);
      expect(studio.db.prepare("SELECT read_at, archived_at FROM messages").get()).toEqual({
        read_at: null,
        archived_at: null,
      });
    });

    it("refuses every change without the CSRF token or from another origin, changing nothing", async () => {
      const fixture = await createContentFixture();
      onTestFinished(() => fixture.remove());
      const studio = await studioTestApp({ contentDir: fixture.dir });
      const id = await studio.addMessage();
      const browser = await studio.signIn();
      const before = folderState(fixture.dir);
      const changes = routes.filter((r) => r.access === "owner" && r.method !== "GET");
      expect(changes.length).toBeGreaterThanOrEqual(15);
      for (const route of changes) {
        const { path, init } = requestFor(route, id);
        const headers = { ...(init.headers as Record<string, string>), Cookie: browser.cookie };
        const noToken = await studio.request(path, { ...init, headers });
        expect(noToken.status, `${route.method} ${route.path} without a token`).toBe(403);
        expect(((await noToken.json()) as { error: string }).error).toBe("csrf_failed");
        const foreign = await studio.request(path, {
          ...requestFor(route, id).init,
          headers: {
            ...headers,
            "X-CSRF-Token": browser.csrfToken,
            Origin: "https://evil.example",
          },
        });
        expect(foreign.status, `${route.method} ${route.path} from another origin`).toBe(403);
      }
      expect(folderState(fixture.dir)).toEqual(before);
      expect(existsSync(join(studio.dataDir, "studio"))).toBe(false);
    });

    it("answers 401 to a forged, malformed or expired session cookie", async () => {
      const studio = await studioTestApp();
      const browser = await studio.signIn();
      const forged = `studio_session=${Buffer.alloc(32, 7).toString("base64url")}`;
      for (const cookie of [forged, "studio_session=not-a-token", "studio_session="]) {
        const res = await studio.request("/api/studio/messages", { headers: { Cookie: cookie } });
        expect(res.status, cookie).toBe(401);
      }
      expect((await studio.asOwner(browser, "/api/studio/messages")).status).toBe(200);
      studio.advance(30 * 24 * 3600_000);
      expect((await studio.asOwner(browser, "/api/studio/messages")).status).toBe(401);
    });

    it("answers the first start's setup routes with 404, as unknown addresses", async () => {
      const studio = await studioTestApp();
      for (const route of routes.filter((r) => r.access === "setup")) {
        const { path, init } = requestFor(route, "");
        const res = await studio.request(path, init);
        expect(res.status, `${route.method} ${route.path}`).toBe(404);
      }
    });

    it("answers 401 for unknown API addresses too, giving nothing away", async () => {
      const studio = await studioTestApp();
      expect((await studio.request("/api/studio/nothing-here")).status).toBe(401);
      const browser = await studio.signIn();
      const res = await studio.asOwner(browser, "/api/studio/nothing-here");
      expect(res.status).toBe(404);
    });

    it("answers any other spelling of a Studio address with the Not-found page, without scripts", async () => {
      const studio = await studioTestApp();
      const notFoundPage = await (await studio.request("/no-such-page")).text();
      for (const path of studioSpellings.filter((spelling) => !spelling.startsWith("/studio"))) {
        const res = await studio.request(path);
        expect(res.status, path).toBe(404);
        expect(await res.text(), path).toBe(pageWithoutScripts(notFoundPage));
      }
    });

    it("serves the app's page shell for every Studio address, never cached and never indexed", async () => {
      const studio = await studioTestApp();
      for (const path of ["/studio", "/studio/", "/studio/messages", "/studio/messages/abc"]) {
        const res = await studio.request(path);
        expect(res.status, path).toBe(200);
        expect(await res.text()).toBe(fixtureShell);
        expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
        expect(res.headers.get("Cache-Control")).toBe("no-store");
        expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
        // The Studio's own policy: its scripts and data from the site alone, whatever the
        // site's settings name (a feed, an analytics service).
        const policy = res.headers.get("Content-Security-Policy") ?? "";
        expect(policy).toContain("script-src 'self' 'sha256-");
        expect(policy).toContain("connect-src 'self';");
        expect(policy).not.toMatch(/https?:/);
      }
      expect((await studio.request("/studio", { method: "HEAD" })).status).toBe(200);
      expect((await studio.request("/studio", { method: "POST" })).status).toBe(405);
    });

    it("marks every API answer no-store and noindex", async () => {
      const studio = await studioTestApp();
      const res = await studio.request("/api/studio/session");
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
    });

    it("turns on and off without a restart when the studio command changes the database", async () => {
      const studio = await studioTestApp({ enabled: false });
      expect((await studio.request("/studio")).status).toBe(404);
      await studio.setPassword();
      expect((await studio.request("/studio")).status).toBe(200);
      const browser = await studio.signIn();
      expect((await studio.asOwner(browser, "/api/studio/messages")).status).toBe(200);
      studio.disable();
      expect((await studio.request("/studio")).status).toBe(404);
      expect((await studio.asOwner(browser, "/api/studio/messages")).status).toBe(404);
      await studio.setPassword();
      // Turning it off ended every session: the old cookie does not come back to life.
      expect((await studio.asOwner(browser, "/api/studio/messages")).status).toBe(401);
    });
  });
});
