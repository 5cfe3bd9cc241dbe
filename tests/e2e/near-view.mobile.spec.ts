// Long lists render the pictures of their far items only as the visitor nears them. On a phone
// the fixture's lists reach far enough past the screen for that to show.
import type { Locator, Page, Route } from "@playwright/test";
import { expect, gotoHydrated, hydrated, test } from "./fixtures.ts";
import { newestFirst, previewLimit, project, projects, scrollingCategory } from "./site-facts.ts";

function previews(id: string): number {
  return Math.min(previewLimit, projects.find((it) => it.id === id)?.images.length ?? 0);
}

/** Holds the picture boxes of `scope` to what they show now: deferred boxes, then pictures. */
async function expectDeferred(scope: Locator, count: number): Promise<void> {
  await expect(scope.locator('[data-image-status="deferred"]')).toHaveCount(count);
  await expect(scope.locator("img")).toHaveCount(0);
}

async function expectLoaded(scope: Locator, count: number): Promise<void> {
  await expect(scope.locator('[data-image-status="loaded"]')).toHaveCount(count);
  for (const img of await scope.locator("img").all()) {
    expect(await img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(
      0,
    );
  }
}

const scrollToEnd = (page: Page) =>
  page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));

/**
 * Holds back the app's scripts, so that the page stays as it is before the app runs, until the
 * returned function lets them through.
 */
async function holdAppScripts(page: Page): Promise<() => Promise<void>> {
  const scripts = "**/assets/*.js";
  const held: Route[] = [];
  await page.route(scripts, (route) => {
    held.push(route);
  });
  return async () => {
    for (const route of held) await route.continue();
    await page.unroute(scripts);
  };
}

test("before the app runs, the Portfolio loads the pictures of a phone's first screen only", async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto("/portfolio", { waitUntil: "domcontentloaded" });
  const strips = page.locator("[data-strip]");
  // The first two strips' first projects, under the heading, show their pictures at once; the
  // projects a phone scrolls to show boxes in the pictures' colours: nothing of theirs shares
  // the connection with the app's scripts.
  for (const strip of [strips.nth(0), strips.nth(1)]) {
    const projects = strip.locator("[data-project]");
    await expect(projects.first().locator("img").first()).toBeVisible();
    await expect(projects.nth(1).locator("img")).toHaveCount(0);
  }
  // Of the first project, a picture that starts beyond a phone's screen (412 px wide) waits too:
  // it lies to the right, out of sight until the strip is scrolled.
  const first = strips.nth(0).locator("[data-project]").first();
  const firstBoxes = await first.locator("[data-image-status]").all();
  for (const box of firstBoxes) {
    const left = (await box.boundingBox())?.x ?? 0;
    if (left >= 412) await expect(box).toHaveAttribute("data-image-status", "deferred");
    else await expect(box).not.toHaveAttribute("data-image-status", "deferred");
  }
  await expect(first.locator('[data-image-status="deferred"]')).not.toHaveCount(0);
  // So do the strips below.
  const below = (await strips.all()).slice(2);
  expect(below.length).toBeGreaterThan(0);
  for (const strip of below) {
    await expect(strip.locator("img")).toHaveCount(0);
    await expect(strip.locator('[data-image-status="deferred"]').first()).toBeVisible();
  }
  await release();
  await hydrated(page);
  await expect(first.locator('[data-image-status="deferred"]')).toHaveCount(0);
  for (const strip of below) {
    await expect(strip.locator("[data-project]").first().locator("img").first()).toBeVisible();
  }
});

test("before the app runs, a category loads the pictures of its first two cells only", async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto(`/category/${scrollingCategory.slug}`, { waitUntil: "domcontentloaded" });
  const cells = page.locator("[data-category-grid] li");
  expect(await cells.count()).toBeGreaterThan(3);
  await expect(cells.nth(0).locator("img")).toBeVisible();
  await expect(cells.nth(1).locator("img")).toBeVisible();
  await expect(cells.locator("img")).toHaveCount(2);
  await release();
  await hydrated(page);
  // The third cell, within a screen's height of the view, shows its picture once the app runs.
  await expect(cells.nth(2).locator("img")).toBeVisible();
});

test("before the app runs, a project with a film above its grid loads only the film's still", async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto(`/project/${project.nativeVideo.id}`, { waitUntil: "domcontentloaded" });
  // The still and the text fill a phone's first screen; the player and the grid below wait for
  // the app.
  const frame = page.locator("[data-video-still]");
  await expect(frame.locator("picture img")).toBeVisible();
  await expect(page.locator("video")).toHaveCount(0);
  const grid = page.locator("[data-project-grid]");
  await expect(grid.locator("img")).toHaveCount(0);
  await expect(grid.locator('[data-image-status="deferred"]').first()).toBeAttached();
  await release();
  await hydrated(page);
  await expect(frame.locator("video")).toHaveAttribute("controls", "");
  await grid.scrollIntoViewIfNeeded();
  await expect(grid.locator("img").first()).toBeVisible();
});

test("a project far along a strip shows its pictures once the strip nears it", async ({ page }) => {
  const far = newestFirst[scrollingCategory.slug].at(-1) ?? "";
  await gotoHydrated(page, "/portfolio");
  const strip = page.getByRole("region", { name: `${scrollingCategory.name} projects` });
  const item = strip.locator(`[data-project="${far}"]`);
  // Boxes named as the pictures they hold, at their size, before the strip comes near.
  await expectDeferred(item, previews(far));
  const box = await item.locator('[data-image-status="deferred"]').first().boundingBox();
  expect(box?.height).toBeGreaterThan(100);
  await strip.scrollIntoViewIfNeeded();
  await strip.evaluate((element) =>
    element.scrollTo({ left: element.scrollWidth, behavior: "instant" }),
  );
  await expectLoaded(item, previews(far));
});

test("a far project reached with the keyboard keeps the focus as it comes near, and opens its page", async ({
  page,
}) => {
  const far = newestFirst[scrollingCategory.slug].at(-1) ?? "";
  await gotoHydrated(page, "/portfolio");
  const strip = page.getByRole("region", { name: `${scrollingCategory.name} projects` });
  const item = strip.locator(`[data-project="${far}"]`);
  const link = item.getByRole("link");
  await expectDeferred(item, previews(far));
  // Focus scrolls the strip to the link, as Tab does; the project comes near and shows its
  // pictures in the same link, which keeps the focus.
  await link.focus();
  const focused = await link.elementHandle();
  await expectLoaded(item, previews(far));
  expect(await focused?.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/project/${far}`);
});

test("a category cell far below shows its picture once scrolled near", async ({ page }) => {
  const last = newestFirst[scrollingCategory.slug].at(-1) ?? "";
  await gotoHydrated(page, `/category/${scrollingCategory.slug}`);
  const cells = page.locator(`[data-category-grid] [data-project="${last}"]`);
  await expectDeferred(cells, previews(last));
  // The first cell, in view, shows its picture.
  await expectLoaded(page.locator("[data-category-grid] li").first(), 1);
  await scrollToEnd(page);
  await expectLoaded(cells, previews(last));
});

test("a project's pictures below the first show as they come near", async ({ page }) => {
  const { id, images } = project.lightbox;
  await gotoHydrated(page, `/project/${id}`);
  const grid = page.locator("[data-project-grid]");
  const last = grid.locator("li").last();
  await expectDeferred(last, 1);
  await expect(last.getByRole("img")).toHaveAccessibleName(images.at(-1)?.alt ?? "");
  await scrollToEnd(page);
  await expectLoaded(last, 1);
  // Opening it works as for any picture.
  await last.getByRole("link").click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a video project shows the browser's player over its still", async ({ page }) => {
    await page.goto(`/project/${project.nativeVideo.id}`);
    const frame = page.locator("[data-video-still]");
    const video = frame.locator("video");
    await expect(video).toHaveAttribute("controls", "");
    await expect(video).toHaveAttribute("preload", "none");
    await expect
      .poll(() =>
        frame.locator("picture img").evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
  });

  test("a far picture is shown by the browser itself", async ({ page }) => {
    const far = newestFirst[scrollingCategory.slug].at(-1) ?? "";
    await page.goto(`/category/${scrollingCategory.slug}`);
    const fallback = page.locator(`[data-category-grid] [data-project="${far}"] img`);
    await expect(fallback).toHaveCount(previews(far));
    await scrollToEnd(page);
    for (const img of await fallback.all()) {
      await expect
        .poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
    }
  });
});
