import { expect, gotoHydrated, test } from "./fixtures.ts";
import { project } from "./site-facts.ts";

test("with a mouse, the lightbox's controls appear on hover", async ({ page }) => {
  await gotoHydrated(page, `/project/${project.lightbox.id}`);
  await page.locator("[data-project-grid] a").first().click();
  const close = page.getByRole("button", { name: "Close" });
  await expect(close).toBeVisible();
  // The pointer leaves the window: the lightbox fills it, so only then is it not hovered.
  await page.mouse.move(-10, -10);
  await expect(close).toHaveCSS("opacity", "0");
  await expect(page.getByRole("button", { name: "Next image" })).toHaveCSS("opacity", "0");
  await page.getByRole("dialog").hover();
  await expect(close).toHaveCSS("opacity", "1");
  await expect(page.getByRole("button", { name: "Next image" })).toHaveCSS("opacity", "1");
});
