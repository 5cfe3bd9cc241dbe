import { expect, gotoHydrated, test } from "./fixtures.ts";
import { project } from "./site-facts.ts";

test("on a touch screen the lightbox's controls stay visible", async ({ page }) => {
  await gotoHydrated(page, `/project/${project.lightbox.id}`);
  await page.locator("[data-project-grid] a").first().click();
  await expect(page.getByRole("button", { name: "Close" })).toHaveCSS("opacity", "1");
  await expect(page.getByRole("button", { name: "Next image" })).toHaveCSS("opacity", "1");
  await expect(page.getByRole("button", { name: "Previous image" })).toHaveCSS("opacity", "1");
});
