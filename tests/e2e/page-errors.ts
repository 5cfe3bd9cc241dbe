import { test as base, expect } from "@playwright/test";

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
