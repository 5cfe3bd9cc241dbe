// The narrow-screen menu: mobile project only.
import { accessibilityViolations } from "./axe.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

test("the open mobile menu has no accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});
