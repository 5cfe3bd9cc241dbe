// What a page asks for, and when, before it is interactive
// (docs/decisions/008-pages-paint-from-their-html.md).
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, http404Console, test } from "./fixtures.ts";
import { publicPaths } from "./site-facts.ts";

const pages = [...publicPaths, "/a-missing-page"];

/** The paths of the resources the page asked for before its `load` event. */
function requestedBeforeLoad(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    const load = navigation?.loadEventStart ?? Number.POSITIVE_INFINITY;
    return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime < load)
      .map((entry) => new URL(entry.name).pathname);
  });
}

async function html(request: APIRequestContext, path: string): Promise<string> {
  return (await request.get(path)).text();
}

const mainPicture = /<img\b[^>]*fetchpriority="high"/i;

// Other sites are out of reach here; the Blog's feed is answered empty.
test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204 }));
});

test("every page paints from its HTML alone: its styles are written in, the stylesheet never fetched", async ({
  page,
  pageErrors,
}) => {
  // It loads every page of the site, one after another.
  test.slow();
  pageErrors.allow(http404Console);
  for (const path of pages) {
    await page.goto(path, { waitUntil: "load" });
    const stylesheets = (await requestedBeforeLoad(page)).filter((file) => file.endsWith(".css"));
    expect(stylesheets, path).toEqual([]);
    // The header's layout comes from the site's styles.
    await expect(page.locator("header").first(), path).toHaveCSS("position", "fixed");
  }
});

test("a page with a main picture asks for its scripts once the picture has arrived", async ({
  page,
  request,
}) => {
  // It loads and hydrates every page of the site, one after another.
  test.slow();
  const withPicture = [];
  for (const path of publicPaths) {
    if (mainPicture.test(await html(request, path))) withPicture.push(path);
  }
  expect(withPicture.length).toBeGreaterThan(3);
  for (const path of withPicture) {
    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const main = await page
      .locator('img[fetchpriority="high"]')
      .evaluateAll((images) =>
        images.map((img) => new URL((img as HTMLImageElement).currentSrc).pathname),
      );
    const timings = await page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((entry) => ({
        path: new URL(entry.name).pathname,
        start: entry.startTime,
        end: entry.responseEnd,
      })),
    );
    const pictureArrived = Math.max(
      ...timings.filter((entry) => main.includes(entry.path)).map((entry) => entry.end),
    );
    const scriptsAsked = Math.min(
      ...timings.filter((entry) => entry.path.endsWith(".js")).map((entry) => entry.start),
    );
    expect(pictureArrived, path).toBeLessThanOrEqual(scriptsAsked);
  }
});

test("a page without a main picture asks for its scripts right after its first paint", async ({
  page,
  request,
  pageErrors,
}) => {
  pageErrors.allow(http404Console);
  const withoutPicture = [];
  for (const path of pages) {
    if (!mainPicture.test(await html(request, path))) withoutPicture.push(path);
  }
  expect(withoutPicture).toEqual(expect.arrayContaining(["/contact", "/blog", "/a-missing-page"]));
  for (const path of withoutPicture) {
    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const { painted, scriptsAsked } = await page.evaluate(() => ({
      painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      scriptsAsked: Math.min(
        ...(performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((entry) => entry.name.endsWith(".js"))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(painted, path).toBeLessThanOrEqual(scriptsAsked);
  }
});
