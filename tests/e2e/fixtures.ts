import { test as base, expect, type Page } from "@playwright/test";

/**
 * Console errors and uncaught exceptions of the page under test. Any of them fails the test,
 * except those the test declares it expects with `allow`.
 */
export class PageErrors {
  readonly seen: string[] = [];
  private readonly allowed: RegExp[] = [];

  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  unexpected(): string[] {
    return this.seen.filter((text) => !this.allowed.some((pattern) => pattern.test(text)));
  }
}

/** The browser's own report of a request that failed or answered with an error status. */
export const failedResourceLoad = /^Failed to load resource/;

export const test = base.extend<{ pageErrors: PageErrors }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors = new PageErrors();
      page.on("console", (message) => {
        if (message.type() === "error") errors.seen.push(message.text());
      });
      page.on("pageerror", (error) => errors.seen.push(`Uncaught ${error.name}: ${error.message}`));
      await use(errors);
      expect(errors.unexpected(), "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The browser's own console line for a document or resource answered with HTTP 404. */
export const http404Console = /status of 404/;

/**
 * Holds back the page's scripts (the app's entry, or the islands' modules), as a slow connection would, so that the test can act on
 * the prerendered page before it is hydrated. Returns the function that lets the script load.
 */
export async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The app's entry, and the islands' modules on a page that runs islands only.
  await page.route("**/assets/{entry.client,island}-*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Waits until React has hydrated the page, so event handlers are attached. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens a page and waits until React has hydrated it, so event handlers are attached. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/**
 * Stops the page's clock (installed with `page.clock.install()` before the page loaded) so that
 * timers fire only when the test advances time with `page.clock.runFor`.
 */
export async function pauseClock(page: Page): Promise<void> {
  // The page's clock keeps running between reading it and pausing it; on a busy machine the
  // chosen moment can already be past, so read it again and retry.
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes("to the past")) throw error;
    }
  }
}

/** Follows a link to `address` from the page, as one written in a text of the site would be. */
export async function followLinkTo(page: Page, address: string): Promise<void> {
  await page.evaluate((href) => {
    const link = Object.assign(document.createElement("a"), { href, textContent: "Follow" });
    document.querySelector("main")?.append(link);
  }, address);
  await page.getByRole("link", { name: "Follow", exact: true }).click();
}
