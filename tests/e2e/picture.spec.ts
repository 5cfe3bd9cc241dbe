import type { Page, Route } from "@playwright/test";
import { expect, failedResourceLoad, test } from "./fixtures.ts";
import { about } from "./site-facts.ts";

// The About portrait is a real page's picture: the build prepared it like every content image.
const { portraitAlt } = about;
const images = "**/img/**";
const scripts = "**/assets/**/*.js";

/** Holds matching requests until `release()` is called. */
function holdRequests(page: Page, pattern: string) {
  const held: Route[] = [];
  let released = false;
  const ready = page.route(pattern, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    ready,
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

test("the About portrait loads as AVIF at its own proportions, without a placeholder", async ({
  page,
}) => {
  await page.goto("/about");
  const portrait = page.getByRole("img", { name: portraitAlt });
  await expect(portrait).toBeVisible();
  await expect(portrait).toHaveAttribute("loading", "eager");
  await expect(portrait).toHaveAttribute("fetchpriority", "high");
  await expect(portrait).toHaveAttribute("decoding", "async");

  const box = page.locator("[data-image-status]").filter({ has: portrait });
  await expect(box).toHaveAttribute("data-image-status", "loaded");
  await expect(box.locator("[data-image-skeleton]")).toHaveCount(0);

  const shown = await portrait.evaluate((img: HTMLImageElement) => ({
    naturalWidth: img.naturalWidth,
    currentSrc: img.currentSrc,
    width: Number(img.getAttribute("width")),
    height: Number(img.getAttribute("height")),
    ratio: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
  }));
  expect(shown.naturalWidth).toBeGreaterThan(0);
  expect(shown.currentSrc).toMatch(/\/img\/[0-9a-f]{16}-\d+\.avif$/);
  expect(shown.ratio).toBeCloseTo(shown.width / shown.height, 1);
});

test("a pulsing skeleton of the final size shows while the picture is on its way", async ({
  page,
}) => {
  const hold = holdRequests(page, images);
  await hold.ready;
  await page.goto("/about", { waitUntil: "domcontentloaded" });

  const portrait = page.getByRole("img", { name: portraitAlt });
  const box = page.locator("[data-image-status]").filter({ has: portrait });
  const skeleton = box.locator("[data-image-skeleton]");
  await expect(box).toHaveAttribute("data-image-status", "loading");
  await expect(skeleton).toBeVisible();
  await expect(skeleton).toHaveClass(/animate-pulse/);
  const waiting = await box.boundingBox();
  expect(waiting?.height).toBeGreaterThan(100);

  await hold.release();
  await expect(box).toHaveAttribute("data-image-status", "loaded");
  await expect(skeleton).toHaveCount(0);
  expect((await box.boundingBox())?.height).toBeCloseTo(waiting?.height ?? 0, 0);
});

test("a picture that cannot load becomes a grey box reading 'Failed to load image'", async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(failedResourceLoad);
  await page.route(images, (route) => route.abort());
  await page.goto("/about");

  const failed = page.getByText("Failed to load image");
  await expect(failed).toBeVisible();
  await expect(page.getByRole("img", { name: portraitAlt })).toHaveCount(0);
  expect((await failed.boundingBox())?.height).toBeGreaterThan(0);
  const box = page.locator("[data-image-status='failed']");
  expect((await box.boundingBox())?.height).toBeGreaterThan(100);
});

test("a picture that loaded before the page's script ran shows as loaded after hydration", async ({
  page,
}) => {
  const hold = holdRequests(page, scripts);
  await hold.ready;
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  const portrait = page.getByRole("img", { name: portraitAlt });
  await expect
    .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await hold.release();
  const box = page.locator("[data-image-status]").filter({ has: portrait });
  await expect(box).toHaveAttribute("data-image-status", "loaded");
});

test("a picture that failed before the page's script ran shows 'Failed to load image' after hydration", async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(failedResourceLoad);
  await page.route(images, (route) => route.abort());
  const hold = holdRequests(page, scripts);
  await hold.ready;
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  const portrait = page.getByRole("img", { name: portraitAlt });
  await expect
    .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(0);
  await expect(page.getByText("Failed to load image")).toHaveCount(0);

  await hold.release();
  await expect(page.getByText("Failed to load image")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the prerendered page already shows the picture at its size", async ({ page }) => {
    await page.goto("/about");
    const portrait = page.getByRole("img", { name: portraitAlt });
    await expect(portrait).toBeVisible();
    const shown = await portrait.evaluate((img: HTMLImageElement) => ({
      naturalWidth: img.naturalWidth,
      ratio: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
      expected: Number(img.getAttribute("width")) / Number(img.getAttribute("height")),
    }));
    expect(shown.naturalWidth).toBeGreaterThan(0);
    expect(shown.ratio).toBeCloseTo(shown.expected, 1);
  });
});
