import { type Browser, type CDPSession, chromium, type Page } from "@playwright/test";
import { browserExecutablePath, chromiumFlags, disableFeaturesSwitch } from "../chromium.ts";
import { median } from "./median.ts";

/**
 * The conditions Lighthouse's mobile preset simulates, applied for real by Chromium instead:
 * a slow 4G connection (150 ms round trip, 1.6 Mbps down, 750 kbps up) and a processor 4x
 * slower than this one. Chromium adds the round trip to every request and shares the bandwidth
 * between the requests in flight; it does not model TCP's slow start, which Lighthouse's
 * simulation does.
 */
export const appliedConditions = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

/** The screen of Lighthouse's mobile preset (a mid-range phone). */
const phoneScreen = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;

/** What one page load measured, in ms from the navigation's start. */
interface AppliedRun {
  /** Largest contentful paint. */
  largestPaintMs: number;
  /** The moment the app marked the page hydrated (`html[data-hydrated]`). */
  interactiveMs: number;
  firstPaintMs: number;
  /** When the first of the app's scripts was requested. */
  scriptsRequestedMs: number;
  /** When the last of the app's scripts had arrived. */
  scriptsArrivedMs: number;
  /** Picture bytes received before the page was interactive and loaded (no scrolling). */
  imageBytes: number;
}

/** The median of each figure over the runs, and the runs themselves. */
export interface AppliedFigures extends AppliedRun {
  runs: AppliedRun[];
}

export interface AppliedOptions {
  /** Where the site answers, e.g. http://127.0.0.1:4310. */
  origin: string;
  /** URL patterns (`*host*`) answered with an error, as an ad blocker would (the newsletter feed). */
  blockedHosts?: readonly string[];
}

/** The function the page calls with the moment it marked itself hydrated. */
const hydratedBinding = "__benchHydrated";

/**
 * Reports from the page, from its first script on, the moment `data-hydrated` appears, through
 * a binding the bench awaits. Nothing of Playwright's runs in the page before then: a first
 * `page.evaluate` injects Playwright's own script into it, and right after the `load` event
 * that work fell on the 4x-slowed main thread while the page was starting its app (About, eight
 * loads each way: a median of 1495 ms interactive measured so, 1461 ms with the binding).
 */
function watchHydration(binding: string): void {
  // The page has no <html> element yet when this runs: the document itself is observed.
  const observer = new MutationObserver(() => {
    if (!document.documentElement?.hasAttribute("data-hydrated")) return;
    observer.disconnect();
    const report = (window as unknown as Record<string, (ms: number) => void>)[binding];
    report?.(performance.now());
  });
  observer.observe(document, {
    attributes: true,
    subtree: true,
    attributeFilter: ["data-hydrated"],
  });
}

/**
 * Listens for what the page reports through `binding`; the function returned waits for it, for
 * at most `timeoutMs`.
 */
async function listenForHydration(
  page: Page,
  binding: string,
): Promise<(timeoutMs: number) => Promise<number>> {
  let reported: (ms: number) => void = () => {};
  const report = new Promise<number>((resolve) => {
    reported = resolve;
  });
  await page.exposeBinding(binding, (_source, ms: number) => reported(ms));
  return (timeoutMs) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`the page did not mark itself hydrated within ${timeoutMs / 1000} s`));
      }, timeoutMs);
    });
    return Promise.race([report, timeout]).finally(() => clearTimeout(timer));
  };
}

type PageTimes = AppliedRun;

/** Read in the page once it is loaded and hydrated, at `interactiveMs`. */
function readTimes(interactiveMs: number): PageTimes {
  const paints = performance.getEntriesByType("paint");
  const firstPaint = paints.find((entry) => entry.name === "first-contentful-paint");
  const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
  // The app's scripts up to hydration; pages fetch more when idle afterwards.
  const scripts = resources.filter(
    (entry) => /\/assets\/.*\.js$/.test(entry.name) && entry.startTime < interactiveMs,
  );
  const images = resources.filter(
    (entry) => entry.initiatorType === "img" || /\/img\//.test(entry.name),
  );
  return {
    largestPaintMs: Number.NaN,
    interactiveMs,
    firstPaintMs: firstPaint?.startTime ?? Number.NaN,
    scriptsRequestedMs: Math.min(...scripts.map((entry) => entry.startTime)),
    scriptsArrivedMs: Math.max(...scripts.map((entry) => entry.responseEnd)),
    imageBytes: images.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  };
}

/** The last largest-contentful-paint entry the page reported so far. */
function readLargestPaint(): Promise<number> {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries.at(-1)?.startTime ?? Number.NaN);
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

/** Applies the conditions to the page, through a DevTools session it returns for more. */
async function applyConditions(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: appliedConditions.latencyMs,
    downloadThroughput: appliedConditions.downloadBytesPerSecond,
    uploadThroughput: appliedConditions.uploadBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: appliedConditions.cpuSlowdown });
  return cdp;
}

/** One cold load of `path` in a fresh browser context (empty cache, new connections). */
async function measureOnce(browser: Browser, url: string, blockedHosts: readonly string[]) {
  const context = await browser.newContext({
    viewport: { width: phoneScreen.width, height: phoneScreen.height },
    deviceScaleFactor: phoneScreen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await applyConditions(page);
    // Blocked by the browser itself: a Playwright route would hold every request for a round
    // trip to this process and add its own delay to the figures.
    await cdp.send("Network.setBlockedURLs", { urls: [...blockedHosts] });
    const hydrated = await listenForHydration(page, hydratedBinding);
    await page.addInitScript(watchHydration, hydratedBinding);
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    const times = await page.evaluate(readTimes, await hydrated(60_000));
    const largestPaintMs = await page.evaluate(readLargestPaint);
    return { ...times, largestPaintMs } satisfies AppliedRun;
  } finally {
    await context.close();
  }
}

/**
 * The desktop browser as Playwright starts it, without the features the benchmarks turn off. The
 * switch that turns them off must repeat those Playwright turns off itself, which it does not
 * publish: a first start reads them from the browser's command line.
 */
export async function launchBenchBrowser(): Promise<Browser> {
  // Always a path: left to itself, Playwright launches its headless shell.
  const executablePath = browserExecutablePath("benchmarks");
  const probe = await chromium.launch({
    executablePath,
    // The browser tells its command line only to automation.
    args: [...chromiumFlags, "--enable-automation"],
  });
  let launcherArgs: string[];
  try {
    const cdp = await probe.newBrowserCDPSession();
    ({ arguments: launcherArgs } = await cdp.send("Browser.getBrowserCommandLine"));
  } finally {
    await probe.close();
  }
  return chromium.launch({
    executablePath,
    args: [...chromiumFlags, disableFeaturesSwitch(launcherArgs)],
  });
}

/** `runs` cold loads of `path` under the applied conditions, and their medians. */
export async function measureApplied(
  browser: Browser,
  path: string,
  runs: number,
  { origin, blockedHosts = [] }: AppliedOptions,
): Promise<AppliedFigures> {
  const results: AppliedRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    results.push(await measureOnce(browser, `${origin}${path}`, blockedHosts));
  }
  const pick = (key: keyof AppliedRun) => median(results.map((result) => result[key]));
  return {
    largestPaintMs: pick("largestPaintMs"),
    interactiveMs: pick("interactiveMs"),
    firstPaintMs: pick("firstPaintMs"),
    scriptsRequestedMs: pick("scriptsRequestedMs"),
    scriptsArrivedMs: pick("scriptsArrivedMs"),
    imageBytes: pick("imageBytes"),
    runs: results,
  };
}
