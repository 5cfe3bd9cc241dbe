// A build of its own: the fixture site with an analytics service named in site.yaml, served by
// a server of its own. What a page loads does not depend on the viewport: desktop project only.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { parse, stringify } from "yaml";
import { e2eSite } from "../fixtures/e2e-site.ts";
import { expect, hydrated, test } from "./fixtures.ts";
import { isolateFromInternet } from "./newsletter-hosts.ts";
import { project } from "./site-facts.ts";

const analytics = {
  provider: "plausible",
  scriptUrl: "https://stats.example/js/script.js",
  siteId: "ines-marlow.example",
};
const analyticsOrigin = new URL(analytics.scriptUrl).origin;

let root: string;
let server: ChildProcess | undefined;
let baseUrl: string;

/** Starts the server on a free port and settles with its address once it listens. */
function startServer(env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn(process.execPath, ["server/main.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server = child;
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString("utf8");
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) =>
      reject(new Error(`the server stopped (exit ${code}):\n${errors}`)),
    );
    const lines = createInterface({ input: child.stdout ?? process.stdin });
    lines.on("line", (line) => {
      const entry = JSON.parse(line) as { msg?: string; url?: string };
      if (entry.msg === "serving the site" && entry.url) resolve(entry.url);
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  root = mkdtempSync(join(tmpdir(), "e2e-analytics-"));
  const content = join(root, "content");
  cpSync(e2eSite.contentDir, content, { recursive: true });
  const siteFile = join(content, "site.yaml");
  writeFileSync(siteFile, stringify({ ...parse(readFileSync(siteFile, "utf8")), analytics }));
  const build = join(root, "build");
  const built = spawnSync(process.execPath, ["scripts/build.ts"], {
    encoding: "utf8",
    env: {
      ...process.env,
      CONTENT_DIR: content,
      BUILD_DIR: build,
      // Where the fixture's private project has its password (the build asks).
      DATA_DIR: e2eSite.dataDir,
      IMAGE_CACHE_DIR: e2eSite.imageCacheDir,
    },
  });
  if (built.status !== 0) throw new Error(`the build failed:\n${built.stdout}${built.stderr}`);
  const data = join(root, "data");
  // The Studio is on, so that its shell is served as its owner gets it.
  const studio = spawnSync(process.execPath, ["scripts/studio.ts", "set-password"], {
    encoding: "utf8",
    input: "violet kiln harbour 42\n",
    env: { ...process.env, DATA_DIR: data },
  });
  if (studio.status !== 0) throw new Error(`studio set-password failed:\n${studio.stderr}`);
  baseUrl = await startServer({
    ...process.env,
    BUILD_DIR: build,
    DATA_DIR: data,
    PORT: "0",
    HOST: "127.0.0.1",
    NODE_ENV: "test",
  });
});

test.afterAll(() => {
  server?.kill("SIGTERM");
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A page view the site sent to the service, as the service received it. */
interface SentView {
  url: string;
  method: string;
  body: { name: string; url: string; domain: string; referrer: string | null };
}

test("with analytics set, each page view is sent to the service by the site itself after the page has loaded, and none of the service's code runs", async ({
  page,
  context,
}) => {
  await isolateFromInternet(context);
  const views: SentView[] = [];
  const sentAt: number[] = [];
  const fetched: string[] = [];
  await context.route(`${analyticsOrigin}/**`, (route) => {
    const request = route.request();
    fetched.push(request.url());
    if (request.method() === "POST") {
      views.push({ url: request.url(), method: request.method(), body: request.postDataJSON() });
      sentAt.push(Date.now());
    }
    return route.fulfill({ status: 202, body: "ok" });
  });
  const policy = (await page.goto(`${baseUrl}/about`))?.headers()["content-security-policy"];
  const directive = (name: string) => policy?.split("; ").find((part) => part.startsWith(name));
  expect(directive("script-src")).not.toContain(analyticsOrigin);
  expect(directive("connect-src")).toBe(`connect-src 'self' ${analyticsOrigin}`);
  await hydrated(page);
  await expect.poll(() => views.length).toBe(1);
  expect(views[0]).toEqual({
    url: `${analyticsOrigin}/api/event`,
    method: "POST",
    body: { name: "pageview", url: `${baseUrl}/about`, domain: analytics.siteId, referrer: null },
  });

  // Sent after the page's load event (both clocks are this machine's).
  const loadedAt = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    return performance.timeOrigin + (navigation?.loadEventStart ?? Number.POSITIVE_INFINITY);
  });
  expect(sentAt[0]).toBeGreaterThanOrEqual(Math.floor(loadedAt));

  // A move inside the site is a view too, with the page it came from.
  await page.getByRole("link", { name: "Contact", exact: true }).first().click();
  await expect(page).toHaveURL(`${baseUrl}/contact`);
  await expect.poll(() => views.length).toBe(2);
  expect(views[1]?.body).toEqual({
    name: "pageview",
    url: `${baseUrl}/contact`,
    domain: analytics.siteId,
    referrer: `${baseUrl}/about`,
  });
  // Nothing but the views: no script of the service's was ever asked for.
  expect(fetched).toEqual([views[0]?.url, views[1]?.url]);
  expect(await context.cookies()).toEqual([]);
});

test("the Studio, a private project's password page and the feed's frame send no page view", async ({
  request,
}) => {
  const studio = await request.get(`${baseUrl}/studio`);
  expect(studio.status()).toBe(200);
  expect(await studio.text()).not.toContain("sendPageView");
  expect(studio.headers()["content-security-policy"]).not.toContain(analyticsOrigin);
  const locked = await request.get(`${baseUrl}/project/${project.private.id}`);
  expect(locked.status()).toBe(401);
  expect(await locked.text()).not.toContain("sendPageView");
  const feed = await request.get(`${baseUrl}/embeds/newsletter-feed`);
  expect(await feed.text()).not.toContain("sendPageView");
  expect(feed.headers()["content-security-policy"]).not.toContain(analyticsOrigin);
  // Public pages do send theirs.
  expect(await (await request.get(`${baseUrl}/about`)).text()).toContain("sendPageView");
});
