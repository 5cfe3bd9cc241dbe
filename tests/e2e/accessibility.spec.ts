import type { Page } from "@playwright/test";
import { accessibilityViolations as violations } from "./axe.ts";
import { expect, failedResourceLoad, gotoHydrated, http404Console, test } from "./fixtures.ts";
import {
  drawingFeedScript,
  feedFrame,
  isolateFromInternet,
  stubFeedScript,
} from "./newsletter-hosts.ts";
import { publicPaths } from "./site-facts.ts";

function notice(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

test.beforeEach(async ({ context, page, pageErrors }) => {
  await isolateFromInternet(context);
  // The Blog page shows its feed, as it does for a visitor online.
  await stubFeedScript(page, drawingFeedScript);
  pageErrors.allow(failedResourceLoad);
});

// The pages of the sitemap, and an unknown address answered by the Not-found page.
for (const path of [...publicPaths, "/a-page-that-does-not-exist"]) {
  test(`${path} has no accessibility violations`, async ({ page, pageErrors }) => {
    pageErrors.allow(http404Console);
    await gotoHydrated(page, path);
    if (path === "/blog") await expect(feedFrame(page).locator(".feed-post")).toHaveCount(3);
    expect(await violations(page)).toEqual([]);
  });
}

test("the contact form with its errors shown has no accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(await violations(page)).toEqual([]);
});

test("a success notice has no accessibility violations", async ({ page }) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({ status: 202, json: { id: "msg-1", status: "accepted" } }),
  );
  await gotoHydrated(page, "/contact");
  await page.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
  await page.getByLabel("Email", { exact: true }).fill("ada@example.com");
  await page.getByLabel("Message", { exact: true }).fill("Is the film available?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(notice(page, "Message sent successfully!")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("an error notice has no accessibility violations", async ({ page, pageErrors }) => {
  pageErrors.allow(/The contact message could not be sent/);
  await page.route("**/api/contact", (route) =>
    route.fulfill({ status: 500, json: { error: "internal", message: "Failed" } }),
  );
  await gotoHydrated(page, "/contact");
  await page.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
  await page.getByLabel("Email", { exact: true }).fill("ada@example.com");
  await page.getByLabel("Message", { exact: true }).fill("Is the film available?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(notice(page, "Error sending message")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("the newsletter's error notice on the Blog has no accessibility violations", async ({
  page,
}) => {
  await gotoHydrated(page, "/blog");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(notice(page, "Please enter your email address.")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
