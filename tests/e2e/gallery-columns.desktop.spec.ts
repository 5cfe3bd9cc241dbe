import type { Locator } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { project, scrollingCategory } from "./site-facts.ts";

const columnCount = (grid: Locator) =>
  grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(" ").length);

test("at desktop width the category grid has 3 columns", async ({ page }) => {
  await gotoHydrated(page, "/category/photography");
  expect(await columnCount(page.locator("[data-category-grid]"))).toBe(3);
});

test("at desktop width a project grid has the project's own column count", async ({ page }) => {
  await gotoHydrated(page, `/project/${project.threeColumns.id}`);
  expect(await columnCount(page.locator("[data-project-grid]"))).toBe(3);
  await gotoHydrated(page, `/project/${project.detailed.id}`);
  expect(await columnCount(page.locator("[data-project-grid]"))).toBe(2);
});

test("a vertical mouse wheel moves a strip sideways, then the page once the strip ends", async ({
  page,
}) => {
  await gotoHydrated(page, "/portfolio");
  const strip = page.getByRole("region", { name: `${scrollingCategory.name} projects` });
  await strip.scrollIntoViewIfNeeded();
  const pageTop = await page.evaluate(() => window.scrollY);
  expect(pageTop).toBeGreaterThan(0);
  await strip.hover();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(pageTop);
  // At the strip's start, turning the wheel back scrolls the page up.
  await strip.evaluate((element) => {
    element.style.scrollBehavior = "auto";
    element.scrollLeft = 0;
  });
  await page.mouse.wheel(0, -200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(pageTop);
});
