// What a page asks for, and when, before it is interactive
// (docs/decisions/008-pages-paint-from-their-html.md).
import type { Page } from "@playwright/test";
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

test("every page asks for its islands once it has painted, not waiting for its main picture", async ({
  page,
  pageErrors,
}) => {
  // It loads every page of the site, one after another.
  test.slow();
  pageErrors.allow(http404Console);
  for (const path of pages) {
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
