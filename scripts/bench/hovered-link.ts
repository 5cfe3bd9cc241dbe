import puppeteer, { type Browser } from "puppeteer-core";
import { browserExecutablePath, chromiumFlags, disableFeaturesSwitch } from "../chromium.ts";
import { appliedConditions } from "./applied-throttling.ts";
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
  /** Whether that page had loaded completely before the click. */
  loadedBeforeClick: boolean;
}

interface MoveFigures {
  paintedAfterClickMs: number;
  runs: HoveredLinkRun[];
}

export interface HoveredLinkFigures {
  /** As visitors see it: the pages cross-fade (`@view-transition`). */
  withTransition: MoveFigures;
  /** With reduced motion asked for, which turns the cross-fade off. */
  withoutTransition: MoveFigures;
}

/**
 * How long the pointer rests on the link before the click: long enough for the browser to
 * prerender the page on this machine under the applied conditions (the run checks that it did).
 */
const hoverBeforeClickMs = 3000;

const clickedAtKey = "bench-clicked-at";

/** Read in the new page: when it was on screen, in ms after the click the old page recorded. */
function readPaintAfterClick(key: string): HoveredLinkRun {
  const [navigation] = performance.getEntriesByType(
    "navigation",
  ) as (PerformanceNavigationTiming & { activationStart?: number })[];
  const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
  const activation = navigation?.activationStart ?? 0;
  // A prerendered page may have painted before it was shown; it is on screen once activated.
  const shownAt = performance.timeOrigin + Math.max(paint, activation);
  return {
    paintedAfterClickMs: shownAt - Number(localStorage.getItem(key)),
    prerendered: activation > 0,
    loadedBeforeClick:
      activation > 0 &&
      (navigation?.loadEventEnd ?? 0) > 0 &&
      (navigation?.loadEventEnd ?? 0) <= activation,
  };
}

/** Records the click's moment where the next page of the site can read it. */
function recordClicks(key: string): void {
  document.addEventListener(
    "click",
    () => localStorage.setItem(key, String(performance.timeOrigin + performance.now())),
    { capture: true },
  );
}

/** One move in a fresh context, with a mouse: load, hover the link, then click it. */
async function moveOnce(
  browser: Browser,
  origin: string,
  link: HoveredLink,
  reducedMotion: boolean,
): Promise<HoveredLinkRun> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await page.emulateCPUThrottling(appliedConditions.cpuSlowdown);
    await page.emulateNetworkConditions({
      latency: appliedConditions.latencyMs,
      download: appliedConditions.downloadBytesPerSecond,
      upload: appliedConditions.uploadBytesPerSecond,
    });
    if (reducedMotion) {
      await page.emulateMediaFeatures([{ name: "prefers-reduced-motion", value: "reduce" }]);
    }
    await page.goto(`${origin}${link.from}`, { waitUntil: "load", timeout: 60_000 });
    await page.waitForSelector("html[data-hydrated]", { timeout: 60_000 });
    const anchor = `header a[href="${link.to}"]`;
    await page.hover(anchor);
    await new Promise((resolve) => setTimeout(resolve, hoverBeforeClickMs));
    await page.evaluate(recordClicks, clickedAtKey);
    await Promise.all([page.waitForNavigation({ timeout: 60_000 }), page.click(anchor)]);
    await page.waitForFunction(
      () => performance.getEntriesByName("first-contentful-paint").length > 0,
      { timeout: 60_000 },
    );
    return await page.evaluate(readPaintAfterClick, clickedAtKey);
  } finally {
    await context.close();
  }
}

/**
 * The benchmarks' desktop browser, driven by Puppeteer rather than Playwright: Chromium refuses
 * to prerender a page that a DevTools client attached to directly, as Playwright attaches
 * (`PrerenderingDisabledByDevTools`); Puppeteer attaches through the tab, which allows it.
 */
async function launchBrowser(): Promise<Browser> {
  const headless = true;
  const launcherArgs = await puppeteer.defaultArgs({ headless });
  return puppeteer.launch({
    executablePath: browserExecutablePath("benchmarks"),
    headless,
    args: [...chromiumFlags, disableFeaturesSwitch(launcherArgs)],
  });
}

async function measureMoves(
  browser: Browser,
  origin: string,
  link: HoveredLink,
  runs: number,
  reducedMotion: boolean,
): Promise<MoveFigures> {
  const results: HoveredLinkRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    results.push(await moveOnce(browser, origin, link, reducedMotion));
  }
  return {
    paintedAfterClickMs: median(results.map((result) => result.paintedAfterClickMs)),
    runs: results,
  };
}

/**
 * `runs` moves by a hovered link under the applied conditions, with a desktop's mouse: how soon
 * after the click the new page is on screen, once the browser prerendered it during the hover;
 * with the pages' cross-fade, and without it (reduced motion).
 */
export async function measureHoveredLink(
  origin: string,
  link: HoveredLink,
  runs: number,
): Promise<HoveredLinkFigures> {
  const browser = await launchBrowser();
  try {
    return {
      withTransition: await measureMoves(browser, origin, link, runs, false),
      withoutTransition: await measureMoves(browser, origin, link, runs, true),
    };
  } finally {
    await browser.close();
  }
}
