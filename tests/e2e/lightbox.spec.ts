import type { Page } from "@playwright/test";
import { accessibilityViolations } from "./axe.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { project as fixtureProject } from "./site-facts.ts";

// At least 5 images; the first is 1600 px wide, wider than the largest screen here shows it.
const project = `/project/${fixtureProject.lightbox.id}`;
const imageCount = fixtureProject.lightbox.images.length;

const dialog = (page: Page) => page.getByRole("dialog");
const shownAlt = (page: Page) =>
  dialog(page).locator(".yarl__slide_current img").getAttribute("alt");
const gridLink = (page: Page, index: number) => page.locator("[data-project-grid] a").nth(index);

async function gridAlt(page: Page, index: number): Promise<string | null> {
  return gridLink(page, index).locator("img").getAttribute("alt");
}

async function openAt(page: Page, index: number): Promise<void> {
  await gridLink(page, index).click();
  await expect(dialog(page)).toBeVisible();
}

test("clicking an image opens a white full-screen lightbox at that image", async ({ page }) => {
  await gotoHydrated(page, project);
  await openAt(page, 1);
  await expect(page).toHaveURL(`${project}?image=2`);
  await expect.poll(() => shownAlt(page)).toBe(await gridAlt(page, 1));
  const container = dialog(page).locator(".yarl__container");
  await expect(container).toHaveCSS("background-color", "rgb(255, 255, 255)");
  const box = await container.boundingBox();
  const viewport = page.viewportSize();
  expect(box?.width).toBe(viewport?.width);
  expect(box?.height).toBe(viewport?.height);
});

test("arrow keys move between images and wrap around both ends", async ({ page }) => {
  await gotoHydrated(page, project);
  await openAt(page, imageCount - 1);
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(`${project}?image=1`);
  await expect.poll(() => shownAlt(page)).toBe(await gridAlt(page, 0));
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(`${project}?image=${imageCount}`);
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(`${project}?image=${imageCount - 1}`);
});

test("the previous and next buttons move between images", async ({ page }) => {
  await gotoHydrated(page, project);
  await openAt(page, 0);
  await page.getByRole("button", { name: "Next image" }).click();
  await expect(page).toHaveURL(`${project}?image=2`);
  await page.getByRole("button", { name: "Previous image" }).click();
  await page.getByRole("button", { name: "Previous image" }).click();
  await expect(page).toHaveURL(`${project}?image=${imageCount}`);
});

test("Esc closes the lightbox and returns focus to the clicked image", async ({ page }) => {
  await gotoHydrated(page, project);
  await openAt(page, 2);
  await expect(page.locator("main")).toHaveAttribute("inert", "");
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(project);
  await expect(gridLink(page, 2)).toBeFocused();
});

test("the close button closes the lightbox", async ({ page }) => {
  await gotoHydrated(page, project);
  await openAt(page, 0);
  await page.getByRole("button", { name: "Close" }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(project);
});

test("the back button closes the lightbox and stays on the project", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  await page.locator(`main a[href="${project}"]`).click();
  await expect(page).toHaveURL(project);
  await openAt(page, 3);
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(`${project}?image=5`);
  await page.goBack();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(project);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fixtureProject.lightbox.title);
});

test("an address naming an image opens the lightbox at it", async ({ page }) => {
  await gotoHydrated(page, `${project}?image=3`);
  await expect(dialog(page)).toBeVisible();
  await expect.poll(() => shownAlt(page)).toBe(await gridAlt(page, 2));
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(project);
  await expect(gridLink(page, 2)).toBeFocused();
});

test("the lightbox picks a high-resolution source and focus never reaches the page behind", async ({
  page,
}) => {
  await gotoHydrated(page, project);
  await openAt(page, 0);
  const image = dialog(page).locator(".yarl__slide_current img");
  await expect(image).toHaveJSProperty("complete", true);
  // The source chosen is at least as wide as the picture's pixels on this screen.
  const { chosen, needed } = await image.evaluate((element: HTMLImageElement) => ({
    chosen: Number(/-(\d+)\.\w+$/.exec(element.currentSrc)?.[1] ?? 0),
    needed: element.getBoundingClientRect().width * window.devicePixelRatio,
  }));
  expect(chosen).toBeGreaterThanOrEqual(Math.min(Math.floor(needed), 2000));
  await expect(page.getByRole("button", { name: "Zoom in" })).toBeVisible();
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press("Tab");
    // The page behind is inert: focus stays in the lightbox (or leaves for the browser's own UI).
    const outside = await page.evaluate(() => {
      const active = document.activeElement;
      return active !== null && active !== document.body && !active.closest(".yarl__root");
    });
    expect(outside).toBe(false);
  }
});

test("the open lightbox has no accessibility violations", async ({ page }) => {
  await gotoHydrated(page, project);
  await openAt(page, 0);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("the lightbox's code is not part of the page's first load, and comes by the time it opens", async ({
  page,
}) => {
  const lightboxCode = /\/assets\/island-mount-lightbox-[^/]+\.js$/;
  // What the page had fetched when it became interactive.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.documentElement?.hasAttribute("data-hydrated")) return;
      observer.disconnect();
      const fetched = performance.getEntriesByType("resource").map((entry) => entry.name);
      Object.assign(window, { fetchedWhenInteractive: fetched });
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  });
  await gotoHydrated(page, project);
  const firstLoad = await page.evaluate(
    () => (window as unknown as { fetchedWhenInteractive: string[] }).fetchedWhenInteractive,
  );
  expect(firstLoad.length).toBeGreaterThan(0);
  expect(firstLoad.filter((url) => lightboxCode.test(url))).toEqual([]);
  await openAt(page, 0);
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => entry.name),
  );
  expect(loaded.filter((url) => lightboxCode.test(url))).toHaveLength(1);
});

test("opening and moving through the lightbox fetches no page data again", async ({ page }) => {
  await gotoHydrated(page, project);
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(".data")) dataRequests.push(request.url());
  });
  await openAt(page, 0);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  expect(dataRequests).toEqual([]);
});

test("swiping left shows the next image", async ({ page }) => {
  await gotoHydrated(page, project);
  await openAt(page, 0);
  const viewport = page.viewportSize() ?? { width: 375, height: 667 };
  const y = viewport.height / 2;
  await page.mouse.move(viewport.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(viewport.width * 0.2, y, { steps: 8 });
  await page.mouse.up();
  await expect(page).toHaveURL(`${project}?image=2`);
});

/** A point on the screen and a moment, in milliseconds after the page's time origin. */
type StampedPoint = [x: number, y: number, at: number];

/**
 * Presses, drags and lets go with the mouse, each event stamped `at` milliseconds after the page's
 * time origin, as the browser stamps real input: the way to say "in the page's first half second"
 * on a machine of any speed.
 */
async function stampedDrag(
  page: Page,
  start: StampedPoint,
  ...moves: StampedPoint[]
): Promise<void> {
  const origin = await page.evaluate(() => performance.timeOrigin);
  const cdp = await page.context().newCDPSession(page);
  const send = (type: string, [x, y, at]: StampedPoint, buttons: number) =>
    cdp.send("Input.dispatchMouseEvent", {
      type: type as "mousePressed",
      x,
      y,
      button: "left",
      buttons,
      clickCount: 1,
      timestamp: (origin + at) / 1000,
    });
  try {
    await send("mousePressed", start, 1);
    for (const point of moves) await send("mouseMoved", point, 1);
    await send("mouseReleased", moves.at(-1) ?? start, 0);
  } finally {
    await cdp.detach();
  }
}

/** The moment, after the page's time origin, of each press the page has received since. */
async function recordPresses(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const presses: number[] = [];
    Object.assign(window, { presses });
    addEventListener("pointerdown", (event) => presses.push(event.timeStamp), true);
  });
  return () =>
    page.evaluate(() => (window as unknown as { presses: number[] }).presses.map(Math.round));
}

/** Once the carousel has slid a picture into place, taps land on that picture. */
async function carouselSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      dialog(page)
        .locator(".yarl__carousel")
        .evaluate((carousel) => carousel.getAnimations().length),
    )
    .toBe(0);
}

test("a swipe begun in the page's first half second moves on, not taken for a double tap", async ({
  page,
}) => {
  await gotoHydrated(page, project);
  await openAt(page, 0);
  const { width, height } = page.viewportSize() ?? { width: 375, height: 667 };
  const y = height / 2;
  const presses = await recordPresses(page);
  await stampedDrag(
    page,
    [width * 0.8, y, 100],
    [width * 0.6, y, 120],
    [width * 0.4, y, 140],
    [width * 0.2, y, 160],
  );
  // The press reached the page stamped in its first half second, as the test means it.
  expect(await presses()).toEqual([100]);
  await expect(page).toHaveURL(`${project}?image=2`);
  await expect(page.getByRole("button", { name: "Zoom out" })).toBeDisabled();
});

test("a double tap on a picture zooms in, in the page's first half second and after it", async ({
  page,
}) => {
  await gotoHydrated(page, project);
  await openAt(page, 0);
  const { width, height } = page.viewportSize() ?? { width: 375, height: 667 };
  const zoomOut = page.getByRole("button", { name: "Zoom out" });
  // A picture zooms once it has loaded.
  const zoomIn = page.getByRole("button", { name: "Zoom in" });
  await expect(zoomIn).toBeEnabled();
  await stampedDrag(page, [width / 2, height / 2, 100]);
  await stampedDrag(page, [width / 2, height / 2, 250]);
  await expect(zoomOut).toBeEnabled();
  await page.getByRole("button", { name: "Next image" }).click();
  await expect(page).toHaveURL(`${project}?image=2`);
  await expect(zoomOut).toBeDisabled();
  await expect(zoomIn).toBeEnabled();
  await carouselSettled(page);
  // Well after the first half second, where nothing but the first tap can make the second count.
  await stampedDrag(page, [width / 2, height / 2, 60_000]);
  await stampedDrag(page, [width / 2, height / 2, 60_150]);
  await expect(zoomOut).toBeEnabled();
  await expect(page).toHaveURL(`${project}?image=2`);
});

test("the lightbox zooms in and out", async ({ page }) => {
  await gotoHydrated(page, project);
  await openAt(page, 0);
  const zoomOut = page.getByRole("button", { name: "Zoom out" });
  await expect(zoomOut).toBeDisabled();
  await page.getByRole("button", { name: "Zoom in" }).click();
  await expect(zoomOut).toBeEnabled();
  await zoomOut.click();
  await expect(zoomOut).toBeDisabled();
});
