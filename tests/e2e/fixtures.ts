import { test as base, expect, type Page } from "@playwright/test";

interface PageProblems {
  /** Accept console errors matching this pattern, e.g. the browser's note on an HTTP 404 page. */
  allow(pattern: RegExp): void;
}

/**
 * Every e2e test fails on an uncaught page error or an unexpected console error, so a
 * broken page cannot pass just because the asserted text happens to be there.
 */
export const test = base.extend<{ pageProblems: PageProblems }>({
  pageProblems: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (allowed.some((pattern) => pattern.test(message.text()))) return;
        problems.push(`console error: ${message.text()}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(problems, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The browser's own console line for a document or resource answered with HTTP 404. */
export const http404Console = /status of 404/;

/** Opens a page and waits until React has hydrated it, so event handlers are attached. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Stops the page's clock (installed with `page.clock.install()` before the page loaded) so that
 * timers fire only when the test advances time with `page.clock.runFor`.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 250);
}
