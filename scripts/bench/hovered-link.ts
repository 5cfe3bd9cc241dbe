import type { Browser, CDPSession } from "@playwright/test";
import { applyConditions } from "./applied-throttling.ts";
import { median } from "./median.ts";

/** A move from one page to another by a link the visitor hovers before clicking it. */
export interface HoveredLink {
  /** The page the visitor is on, e.g. `/about`. */
  from: string;
  /** The link's address on that page, e.g. `/contact`. */
  to: string;
}

/** What one move measured. */
interface HoveredLinkRun {
  /** The new page's first paint, in ms after the click. */
  paintedAfterClickMs: number;
  /** Whether the browser showed a page it had prerendered while the link was hovered. */
  prerendered: boolean;
}

export interface HoveredLinkFigures extends HoveredLinkRun {
  runs: HoveredLinkRun[];
}

/** Waits until the browser says it has prerendered `url`, for at most `timeoutMs`. */
function prerenderReady(cdp: CDPSession, url: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    cdp.on("Preload.prerenderStatusUpdated", (event) => {
      if (event.key.url !== url || event.status !== "Ready") return;
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Read in the new page: its first paint after the click the old page recorded. */
function readPaintAfterClick(): { paintedAfterClickMs: number; prerendered: boolean } {
  const [navigation] = performance.getEntriesByType(
    "navigation",
  ) as (PerformanceNavigationTiming & {
    activationStart?: number;
  })[];
  const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
  const clickedAt = Number(sessionStorage.getItem("bench-clicked-at"));
  const activation = navigation?.activationStart ?? 0;
  // A prerendered page painted before it was shown; it is on screen as it is activated.
  const shownAt = Math.max(paint ?? Number.NaN, activation);
  return {
    paintedAfterClickMs: performance.timeOrigin + shownAt - clickedAt,
    prerendered: activation > 0,
  };
}

/** One move in a fresh context, with a mouse: load, hover the link, then click it. */
async function moveOnce(browser: Browser, origin: string, link: HoveredLink) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await applyConditions(page);
    await cdp.send("Preload.enable");
    await page.goto(`${origin}${link.from}`, { waitUntil: "load", timeout: 60_000 });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    const target = `${origin}${link.to}`;
    const ready = prerenderReady(cdp, target, 15_000);
    const anchor = page.locator(`header a[href="${link.to}"]`).first();
    await anchor.hover();
    await ready;
    await page.evaluate(() =>
      document.addEventListener(
        "click",
        () =>
          sessionStorage.setItem(
            "bench-clicked-at",
            String(performance.timeOrigin + performance.now()),
          ),
        { capture: true },
      ),
    );
    await anchor.click();
    await page.waitForURL(target);
    await page.waitForFunction(
      () => performance.getEntriesByName("first-contentful-paint").length > 0,
    );
    return await page.evaluate(readPaintAfterClick);
  } finally {
    await context.close();
  }
}

/**
 * `runs` moves by a hovered link under the applied conditions, with a desktop's mouse: how soon
 * after the click the new page is on screen, when the browser prerendered it during the hover.
 */
export async function measureHoveredLink(
  browser: Browser,
  origin: string,
  link: HoveredLink,
  runs: number,
): Promise<HoveredLinkFigures> {
  const results: HoveredLinkRun[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await moveOnce(browser, origin, link));
  return {
    paintedAfterClickMs: median(results.map((result) => result.paintedAfterClickMs)),
    prerendered: results.every((result) => result.prerendered),
    runs: results,
  };
}
