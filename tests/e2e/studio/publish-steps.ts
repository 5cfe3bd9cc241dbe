import type { Page } from "@playwright/test";
import { expect } from "../fixtures.ts";

/** Opens the Publish screen from the Studio's navigation; its heading takes the focus. */
export async function openPublish(page: Page): Promise<void> {
  await page
    .getByRole("navigation", { name: "Studio" })
    .getByRole("link", { name: /^Publish/ })
    .click();
  await expect(page.getByRole("heading", { name: "Publish", exact: true })).toBeFocused();
}

/** Publishes from the open Publish screen and waits, up to `timeout`, until it is published. */
export async function publishAndWait(page: Page, timeout: number): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  // The progress takes the place of the last job's outcome, then ends.
  await expect(page.getByRole("heading", { name: "Publishing…" })).toBeFocused();
  await expect(page.getByRole("heading", { name: "Published", exact: true, level: 2 })).toBeVisible(
    { timeout },
  );
}
