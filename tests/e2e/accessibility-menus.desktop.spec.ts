// The wide-screen header's dropdown: desktop project only.
import { accessibilityViolations } from "./axe.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

test("the open Portfolio dropdown has no accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/about");
  // Opened from the keyboard: a pointer would also open it by hovering on its way.
  await page.getByRole("button", { name: "Portfolio categories" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("banner").getByRole("link", { name: "Painting" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});
