// A visitor with a keyboard only, on a wide screen: desktop project only.
import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { isolateFromInternet } from "./newsletter-hosts.ts";
import { mailContaining } from "./outbox.ts";
import { categories, scrollingCategory, site } from "./site-facts.ts";

/** What the focused element shows: its accessible name and whether a focus ring is drawn. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return undefined;
    const style = getComputedStyle(element);
    const ring = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    const box = element.getBoundingClientRect();
    return {
      name: (element.getAttribute("aria-label") ?? element.textContent ?? "").trim(),
      ringVisible: ring && box.width > 0 && box.height > 0,
    };
  });
}

/**
 * Presses Tab until `target` has focus, checking that every element passed on the way shows
 * a focus ring. Fails when `target` is not reached within `limit` presses.
 */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<string[]> {
  const passed: string[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press("Tab");
    const now = await focused(page);
    expect(now, "focus stays on an element of the page").toBeDefined();
    expect(now?.ringVisible, `"${now?.name}" shows where the focus is`).toBe(true);
    passed.push(now?.name ?? "");
    if (await target.evaluate((element) => element === document.activeElement)) return passed;
  }
  throw new Error(`Tab never reached the element; it passed ${passed.join(" > ")}`);
}

test.beforeEach(async ({ context }) => {
  await isolateFromInternet(context);
});

test("the skip link comes first and moves focus to the page's content", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
});

test("the header is walked with Tab in reading order and the dropdown reaches a category", async ({
  page,
}) => {
  await gotoHydrated(page, "/about");
  const header = page.getByRole("banner");
  const toggle = header.getByRole("button", { name: "Portfolio categories" });
  const passed = await tabTo(page, toggle);
  expect(passed).toEqual(["Skip to content", site.name, "Portfolio", "Portfolio categories"]);

  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const photography = header.getByRole("link", { name: "Photography" });
  expect(await tabTo(page, photography)).toEqual(categories.slice(0, 3).map((c) => c.name));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/category/photography");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  await tabTo(page, header.getByRole("link", { name: "Contact", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/contact");
});

test("a project is opened and its lightbox paged through with the keyboard alone", async ({
  page,
}) => {
  // Its newest project has 3 images or more: going back from the first wraps to the last.
  await gotoHydrated(page, `/category/${scrollingCategory.slug}`);
  const project = page.getByRole("main").getByRole("link").first();
  await tabTo(page, project);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/project\//);
  const firstImage = page.locator("[data-project-grid] a").first();
  await expect(firstImage).toBeVisible();
  await tabTo(page, firstImage);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\?image=1$/);
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/\?image=2$/);
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(/\?image=1$/);
  // From the first image, the previous one is the last: navigation wraps around.
  await page.keyboard.press("ArrowLeft");
  await expect(page).not.toHaveURL(/\?image=(1|2)$/);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.locator("[data-project-grid] a:focus")).toHaveCount(1);
});

test("the contact form is filled in and sent with the keyboard alone", async ({ page }) => {
  const token = `keyboard check ${crypto.randomUUID()}`;
  await page.clock.install();
  await gotoHydrated(page, "/contact");

  await tabTo(page, page.getByLabel("Name", { exact: true }));
  await page.keyboard.type("Ada Lovelace");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Email", { exact: true })).toBeFocused();
  await page.keyboard.type("ada@example.com");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Subject")).toBeFocused();
  await page.keyboard.type("Studio visit");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Message", { exact: true })).toBeFocused();
  await page.keyboard.type(`Hello,\n${token}`);
  // A person takes a while to write; a form sent faster is filed as spam and never mailed.
  await page.clock.fastForward(5000);
  await tabTo(page, page.getByRole("button", { name: "Send Message" }), 3);
  await page.keyboard.press("Enter");

  await expect(page.getByText("Message sent successfully!").first()).toBeVisible();
  await expect.poll(() => mailContaining(token) !== undefined, { timeout: 10_000 }).toBe(true);
  expect(mailContaining(token)?.header("Subject")).toBe(
    "Website message from Ada Lovelace: Studio visit",
  );
});
