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
  baseUrl = await startServer({
    ...process.env,
    BUILD_DIR: build,
    DATA_DIR: join(root, "data"),
    PORT: "0",
    HOST: "127.0.0.1",
    NODE_ENV: "test",
  });
});

test.afterAll(() => {
  server?.kill("SIGTERM");
  if (root) rmSync(root, { recursive: true, force: true });
});

test("with analytics set, each visit loads the service's one script after the page has loaded", async ({
  page,
  context,
}) => {
  await isolateFromInternet(context);
  const served: string[] = [];
  await context.route(`${analyticsOrigin}/**`, (route) => {
    served.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: "window.counted = true;" });
  });
  const policy = (await page.goto(`${baseUrl}/about`))?.headers()["content-security-policy"];
  expect(policy).toContain(`script-src 'self'`);
  expect(policy?.split("; ").find((part) => part.startsWith("script-src"))).toContain(
    analyticsOrigin,
  );
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => "counted" in window)).toBe(true);

  const timing = await page.evaluate((origin) => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.startsWith(origin))
      .map((entry) => ({ start: entry.startTime, load: navigation?.loadEventStart ?? 0 }));
  }, analyticsOrigin);
  expect(timing).toHaveLength(1);
  expect(timing[0]?.start).toBeGreaterThanOrEqual(timing[0]?.load ?? Number.POSITIVE_INFINITY);
  await expect(page.locator("script[data-analytics]")).toHaveCount(1);
  await expect(page.locator("script[data-analytics]")).toHaveAttribute(
    "data-domain",
    analytics.siteId,
  );

  // Moving inside the site is the service's to count: no second script.
  await page.getByRole("link", { name: "Contact", exact: true }).first().click();
  await expect(page).toHaveURL(`${baseUrl}/contact`);
  await expect(page.locator("script[data-analytics]")).toHaveCount(1);
  expect(served).toEqual([analytics.scriptUrl]);
  expect(await context.cookies()).toEqual([]);
});
