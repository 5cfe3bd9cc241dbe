import type { Locator } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { project } from "./site-facts.ts";

const columnCount = (grid: Locator) =>
  grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(" ").length);

test("on a phone the category grid has 1 column", async ({ page }) => {
  await gotoHydrated(page, "/category/photography");
  expect(await columnCount(page.locator("[data-category-grid]"))).toBe(1);
});

test("on a phone a 3-column project shows 2 columns and a 2-column project 1", async ({ page }) => {
  await gotoHydrated(page, `/project/${project.threeColumns.id}`);
  expect(await columnCount(page.locator("[data-project-grid]"))).toBe(2);
  await gotoHydrated(page, `/project/${project.detailed.id}`);
  expect(await columnCount(page.locator("[data-project-grid]"))).toBe(1);
});
