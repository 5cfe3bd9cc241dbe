// Runs in the mobile project only: the hamburger menu and the scroll-revealed footer.
import { expect, gotoHydrated, holdAppScript, http404Console, hydrated, test } from "./fixtures.ts";
import { categories, site } from "./site-facts.ts";

test("the hamburger menu holds the same items and closes after a choice", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await expect(page.getByRole("link", { name: "Blog" })).toBeHidden();
  const button = page.getByRole("button", { name: "Open menu" });
  await button.click();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  const menu = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  for (const name of ["Portfolio", "Blog", "Contact", "About", ...categories.map((c) => c.name)]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole("link", { name: `${site.social.label} (opens in a new tab)` }),
  ).toBeVisible();
  await expect(menu.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
  await menu.getByRole("link", { name: "Painting" }).click();
  await expect(page).toHaveURL("/category/painting");
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  await expect(menu).toBeHidden();
});

test("the menu opens before the page's script has run, and stays open when it takes over", async ({
  page,
}) => {
  const releaseAppScript = await holdAppScript(page);
  // Not waiting for the load event, which a held script may delay.
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name: "Painting" })).toBeVisible();

  releaseAppScript();
  await hydrated(page);
  const button = page.getByRole("button", { name: "Close menu" });
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("link", { name: "Painting" })).toBeVisible();
  await button.click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
});

test("Escape closes the menu and returns focus to its button", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("link", { name: "Portfolio", exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  const button = page.getByRole("button", { name: "Open menu" });
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("focus stays inside the open menu", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.getByRole("button", { name: "Open menu" }).click();
  // Walk further than the menu has items: focus must cycle, never reach the page behind.
  for (let step = 0; step < 14; step += 1) {
    await page.keyboard.press("Tab");
    const inside = await page.evaluate(() => document.activeElement?.closest("header") !== null);
    expect(inside, `focus after ${step + 1} tabs`).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  const inside = await page.evaluate(() => document.activeElement?.closest("header") !== null);
  expect(inside).toBe(true);
});

test("the footer appears only within 50 px of the bottom of a long page", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toBeHidden();
  const scrollable = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  expect(scrollable, "the About page scrolls on a phone").toBeGreaterThan(200);
  await page.evaluate((y) => window.scrollTo(0, y), scrollable - 80);
  await expect(footer).toBeHidden();
  await page.evaluate((y) => window.scrollTo(0, y), scrollable - 40);
  await expect(footer).toBeVisible();
  await expect(footer).toContainText(`© 2025 ${site.name}`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(footer).toBeHidden();
});

test("the footer shows on a page too short to scroll", async ({ page, pageErrors }) => {
  pageErrors.allow(http404Console);
  await gotoHydrated(page, "/a-page-that-does-not-exist");
  await expect(page.getByRole("contentinfo")).toBeVisible();
});
