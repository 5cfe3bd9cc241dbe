import type { Page } from "@playwright/test";
import { accessibilityViolations } from "./axe.ts";
import { expect, gotoHydrated, pauseClock, test } from "./fixtures.ts";
import { site } from "./site-facts.ts";

const currentSlide = (page: Page) => page.locator("[data-slide][data-current]");

async function openPausedHome(page: Page): Promise<void> {
  await page.clock.install();
  await gotoHydrated(page, "/");
  await pauseClock(page);
}

test("the slideshow shows the 4 images in order, every 4 seconds, and starts over", async ({
  page,
}) => {
  await openPausedHome(page);
  await expect(page.locator("[data-slide]")).toHaveCount(4);
  await expect(currentSlide(page)).toHaveAttribute("data-slide", "0");
  // The first picture's time began when the slideshow started, a moment before the clock was
  // paused: the clock runs in steps of 100 ms until the second shows, and each change after it
  // is timed from there.
  for (let step = 0; step < 41; step += 1) {
    if ((await currentSlide(page).getAttribute("data-slide")) === "1") break;
    await page.clock.runFor(100);
  }
  await expect(currentSlide(page)).toHaveAttribute("data-slide", "1");
  for (const expected of ["2", "3", "0"]) {
    await page.clock.runFor(3900);
    await expect(currentSlide(page)).not.toHaveAttribute("data-slide", expected);
    await page.clock.runFor(100);
    await expect(currentSlide(page)).toHaveAttribute("data-slide", expected);
  }
});

test("slides cross-fade over 1 second under a 20 percent white overlay", async ({ page }) => {
  await gotoHydrated(page, "/");
  const slide = page.locator('[data-slide="1"]');
  await expect(slide).toHaveCSS("transition-duration", "1s");
  await expect(slide).toHaveCSS("transition-property", "opacity");
  await expect(slide).toHaveCSS("opacity", "0");
  await expect(page.locator("[data-overlay]")).toHaveCSS(
    "background-color",
    "rgba(255, 255, 255, 0.2)",
  );
});

test("with reduced motion the slides change without fading", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoHydrated(page, "/");
  const duration = await page
    .locator('[data-slide="1"]')
    .evaluate((slide) => Number.parseFloat(getComputedStyle(slide).transitionDuration));
  expect(duration).toBeLessThan(0.01);
});

test("the first slide is the high-priority image; later ones load ahead of their turn", async ({
  page,
}) => {
  await openPausedHome(page);
  const first = page.locator('[data-slide="0"] img');
  await expect(first).toHaveAttribute("fetchpriority", "high");
  await expect(first).toHaveAttribute("loading", "eager");
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(1);
  // The next slide is in the page, the ones after it not yet.
  await expect(page.locator('[data-slide="1"] img')).toHaveCount(1);
  await expect(page.locator('[data-slide="2"] img')).toHaveCount(0);
  await page.clock.runFor(4000);
  await expect(page.locator('[data-slide="2"] img')).toHaveCount(1);
});

test("the prerendered home page holds the first slide before any script runs", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).toMatch(/<img[^>]*fetchpriority="high"/i);
  expect(html).toContain("<h1");
});

test("the slideshow stops while the tab is hidden and goes on when it is shown", async ({
  page,
}) => {
  await openPausedHome(page);
  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, "visibilityState", {
        configurable: true,
        get: () => (value ? "hidden" : "visible"),
      });
      document.dispatchEvent(new Event("visibilitychange"));
    }, hidden);
  await setHidden(true);
  await page.clock.runFor(12000);
  await expect(currentSlide(page)).toHaveAttribute("data-slide", "0");
  await setHidden(false);
  await page.clock.runFor(4000);
  await expect(currentSlide(page)).toHaveAttribute("data-slide", "1");
});

test("the pause button stops and restarts the slideshow", async ({ page }) => {
  await openPausedHome(page);
  await page.getByRole("button", { name: "Pause slideshow" }).click();
  await page.clock.runFor(12000);
  await expect(currentSlide(page)).toHaveAttribute("data-slide", "0");
  await page.getByRole("button", { name: "Play slideshow" }).click();
  await page.clock.runFor(4000);
  await expect(currentSlide(page)).toHaveAttribute("data-slide", "1");
});

test("the home page has a heading and no accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(site.name);
  expect(await accessibilityViolations(page)).toEqual([]);
});
