import type { Page } from "@playwright/test";
import { accessibilityViolations } from "../axe.ts";
import { expect, gotoHydrated } from "../fixtures.ts";
import { ownerPassword } from "./studio-server.ts";

/**
 * Every Studio screen is free of axe violations and works at a phone's width: nothing wider
 * than the window.
 */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.content).toBeLessThanOrEqual(widths.window);
}

/** Signs in through the real form; the inbox's heading then has the focus. */
export async function signIn(page: Page): Promise<void> {
  await gotoHydrated(page, "/studio/sign-in");
  await page.getByLabel("Password").fill(ownerPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Messages" })).toBeFocused();
}
