// Runs in the desktop project only: the wide-screen header, dropdown, tooltips and footer.
import { expect, gotoHydrated, pauseClock, test } from "./fixtures.ts";
import { categories, site } from "./site-facts.ts";

const socialLink = `${site.social.label} (opens in a new tab)`;
const newsletterLabel = `Newsletter on ${site.newsletter.platform}`;
const newsletterLink = `${newsletterLabel} (opens in a new tab)`;

test("header shows the artist's name linking home and the main links", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const header = page.getByRole("banner");
  await expect(header).toHaveCSS("position", "fixed");
  await header.getByRole("link", { name: site.name }).click();
  await expect(page).toHaveURL("/");
  const nav = header.getByRole("navigation", { name: "Main" });
  for (const name of ["Portfolio", "Blog", "Contact", "About"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
});

test("Portfolio dropdown opens on hover and lists the four categories", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Portfolio", exact: true }).hover();
  for (const [index, { name, slug }] of categories.entries()) {
    await expect(nav.getByRole("listitem").nth(index)).toHaveText(name);
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      `/category/${slug}`,
    );
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Portfolio dropdown opens on hover and to the keyboard's focus", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    const first = nav.getByRole("link", { name: categories[0].name, exact: true });
    await expect(first).toBeHidden();
    await nav.getByRole("link", { name: "Portfolio", exact: true }).hover();
    await expect(first).toBeVisible();
    await page.mouse.move(0, 400);
    await expect(first).toBeHidden();
    await nav.getByRole("link", { name: "Portfolio", exact: true }).focus();
    await expect(first).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/category/${categories[0].slug}`);
  });
});

test("dropdown closes 150 ms after the pointer leaves, not before", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, "/about");
  await pauseClock(page);
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Portfolio", exact: true }).hover();
  const painting = nav.getByRole("link", { name: "Painting" });
  await expect(painting).toBeVisible();
  await page.mouse.move(640, 500);
  await page.clock.runFor(120);
  await expect(painting).toBeVisible();
  await page.clock.runFor(40);
  await expect(painting).toBeHidden();
});

test("moving back onto the dropdown within 150 ms keeps it open", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, "/about");
  await pauseClock(page);
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  const portfolio = nav.getByRole("link", { name: "Portfolio", exact: true });
  await portfolio.hover();
  const photography = await nav.getByRole("link", { name: "Photography" }).boundingBox();
  await page.mouse.move(640, 500);
  await page.clock.runFor(100);
  await page.mouse.move((photography?.x ?? 0) + 5, (photography?.y ?? 0) + 5);
  await page.clock.runFor(500);
  await expect(nav.getByRole("link", { name: "Photography" })).toBeVisible();
});

test("choosing a category closes the dropdown and opens the category", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Portfolio", exact: true }).hover();
  await nav.getByRole("link", { name: "Photography" }).click();
  await expect(page).toHaveURL("/category/photography");
  await expect(nav.getByRole("link", { name: "Photography" })).toBeHidden();
});

test("dropdown works by keyboard: the toggle opens it, Escape closes it and returns focus", async ({
  page,
}) => {
  await gotoHydrated(page, "/about");
  const toggle = page.getByRole("button", { name: "Portfolio categories" });
  await toggle.focus();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Illustration and Print" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(toggle).toBeFocused();
  await expect(page.getByRole("link", { name: "Illustration and Print" })).toBeHidden();
});

test("the current page's link is highlighted", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "About" })).not.toHaveAttribute("aria-current", /.+/);
  await nav.getByRole("link", { name: "About" }).click();
  await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Contact" })).not.toHaveAttribute(
    "aria-current",
    /.+/,
  );
});

test("Portfolio stays highlighted on the portfolio and its category pages", async ({ page }) => {
  for (const path of ["/portfolio", "/category/painting", "/category/video-and-installation"]) {
    await gotoHydrated(page, path);
    const portfolio = page
      .getByRole("banner")
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Portfolio", exact: true });
    await expect(portfolio, path).toHaveAttribute("data-active", "true");
    await expect(portfolio, path).toHaveAttribute("aria-current", /page|true/);
  }
});

test("icon links open the social profile and the newsletter in a new tab", async ({ page }) => {
  await gotoHydrated(page, "/");
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  const social = nav.getByRole("link", { name: socialLink });
  const newsletter = nav.getByRole("link", { name: newsletterLink });
  await expect(social).toHaveAttribute("href", site.social.url);
  await expect(newsletter).toHaveAttribute("href", site.newsletter.publicationUrl);
  for (const link of [social, newsletter]) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
});

test("an icon's tooltip opens after 700 ms of hover; the next one opens at once", async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, "/");
  await pauseClock(page);
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  const tooltip = (label: string) => nav.locator(`[data-tooltip="${label}"]`);
  const social = site.social.label;
  await nav.getByRole("link", { name: socialLink }).hover();
  await page.clock.runFor(650);
  await expect(tooltip(social)).toBeHidden();
  await page.clock.runFor(60);
  await expect(tooltip(social)).toBeVisible();
  await nav.getByRole("link", { name: newsletterLink }).hover();
  await expect(tooltip(social)).toBeHidden();
  await expect(tooltip(newsletterLabel)).toBeVisible();
  await page.mouse.move(640, 500);
  await page.clock.runFor(400);
  await nav.getByRole("link", { name: socialLink }).hover();
  await expect(tooltip(social)).toBeHidden();
});

test("footer is fixed and always visible with a Contact link and the 2025 copyright", async ({
  page,
}) => {
  await gotoHydrated(page, "/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toBeVisible();
  await expect(footer).toHaveCSS("position", "fixed");
  await expect(footer).toContainText(`© 2025 ${site.name}`);
  await footer.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL("/contact");
});

test("the skip link moves focus to the page content", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});
