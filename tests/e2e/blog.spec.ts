import type { Page, TestInfo } from "@playwright/test";
import { accessibilityViolations } from "./axe.ts";
import { expect, failedResourceLoad, pauseClock, test } from "./fixtures.ts";
import {
  drawingFeedScript,
  feedScriptUrl,
  isolateFromInternet,
  platform,
  publicationOrigin,
  publicationUrl,
  stubFeedScript,
} from "./newsletter-hosts.ts";
import { site } from "./site-facts.ts";

/** The feed script's host, which also serves the styles the feed adds. */
const feedHost = new URL(feedScriptUrl).host;
const feedScript = (page: Page) => page.locator(`script[src="${feedScriptUrl}"]`);
const feedBox = (page: Page) => page.locator("[data-feed-state]");
const fallbackLink = (page: Page) =>
  page.getByRole("link", { name: `Read the latest posts on ${platform} (opens in a new tab)` });

/** Everything the feed puts in the page, as the test can see it from outside. */
async function feedTraces(page: Page) {
  return page.evaluate(`({
    scripts: document.querySelectorAll('script[src*="${feedHost}"]').length,
    containers: document.querySelectorAll("#substack-feed-embed").length,
    posts: document.querySelectorAll(".feed-post").length,
    styles: document.querySelectorAll("#feed-widget-style").length,
    sheets: document.querySelectorAll('link[href*="${feedHost}"]').length,
    config: window.SubstackFeedWidget ?? null,
  })`);
}

/** Follows a header link as a visitor would, through the menu on narrow screens. */
async function followMenuLink(page: Page, testInfo: TestInfo, name: string) {
  if (testInfo.project.name === "mobile") {
    await page.getByRole("button", { name: "Open menu" }).click();
  }
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name }).click();
}

test.beforeEach(async ({ context }) => {
  await isolateFromInternet(context);
});

test("Blog shows its heading, the invitation to follow on Substack and the subscribe form", async ({
  page,
}) => {
  await stubFeedScript(page, drawingFeedScript);
  await page.goto("/blog");
  await expect(page).toHaveTitle(`Blog | ${site.name}`);
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  const intro = page.getByText(`Follow me on ${platform}`);
  await expect(intro).toBeVisible();
  await expect(intro).toContainText("project updates");
  await expect(intro).toContainText("artistic process");
  await expect(intro).toContainText("life updates");
  await expect(page.getByLabel("Email address")).toBeVisible();
  await expect(page.getByRole("button", { name: "Subscribe" })).toBeVisible();
});

test("the prerendered Blog page carries the intro, the form and the link to the publication", async ({
  request,
}) => {
  const html = await (await request.get("/blog")).text();
  expect(html).toContain("<h1");
  expect(html).toContain(`Follow me on <!-- -->${platform}<!-- --> for project updates`);
  expect(html).toContain('type="email"');
  expect(html).toContain(">Subscribe</button>");
  expect(html).toContain(`href="${publicationUrl}"`);
  expect(html).toContain(`Read the latest posts on <!-- -->${platform}`);
  // The feed script is only ever added by the browser, never part of the prerendered page.
  expect(html).not.toMatch(new RegExp(`<script[^>]*${feedHost.replaceAll(".", "\\.")}`));
});

test("entering Blog adds the feed script with the publication's configuration and shows the posts", async ({
  page,
}) => {
  await stubFeedScript(page, drawingFeedScript);
  await page.goto("/blog");
  await expect(feedScript(page)).toHaveCount(1);
  await expect(page.locator(".feed-post")).toHaveCount(3);
  await expect(page.locator(".feed-post").first()).toHaveAttribute(
    "href",
    `${publicationOrigin}/p/post-1`,
  );
  expect(await feedTraces(page)).toMatchObject({
    config: { substackUrl: new URL(publicationUrl).host, posts: 3 },
  });
  await expect(feedBox(page)).toHaveAttribute("data-feed-state", "ready");
  await expect(fallbackLink(page)).toHaveCount(0);
  await expect(
    page.getByRole("link", { name: `All posts on ${platform} (opens in a new tab)` }),
  ).toBeVisible();
});

test("leaving Blog removes the feed script and everything it inserted, and coming back runs it once again", async ({
  page,
}, testInfo) => {
  await stubFeedScript(page, drawingFeedScript);
  await page.goto("/blog");
  await expect(page.locator(".feed-post")).toHaveCount(3);
  expect(await feedTraces(page)).toMatchObject({ scripts: 1, styles: 1, sheets: 1 });
  await page.evaluate("window.stillTheSameDocument = true");

  await followMenuLink(page, testInfo, "Contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  expect(await page.evaluate("window.stillTheSameDocument")).toBe(true);
  expect(await feedTraces(page)).toEqual({
    scripts: 0,
    containers: 0,
    posts: 0,
    styles: 0,
    sheets: 0,
    config: null,
  });

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  await expect(page.locator(".feed-post")).toHaveCount(3);
  expect(await page.evaluate("window.stillTheSameDocument")).toBe(true);
  expect(await feedTraces(page)).toMatchObject({ scripts: 1, containers: 1, posts: 3, styles: 1 });
});

test("with the feed script blocked or offline, Blog links to the publication and logs no error of its own", async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(failedResourceLoad);
  await stubFeedScript(page, "unreachable");
  await page.goto("/blog");
  await expect(feedBox(page)).toHaveAttribute("data-feed-state", "unavailable");
  await expect(feedBox(page)).toHaveAttribute("aria-busy", "false");
  await expect(fallbackLink(page)).toBeVisible();
  await expect(fallbackLink(page)).toHaveAttribute("href", publicationUrl);
  await expect(page.getByText(`are published on ${platform}`)).toBeVisible();
  // Only the browser's own report of the blocked request reached the console.
  expect(pageErrors.seen.every((text) => failedResourceLoad.test(text))).toBe(true);
});

test("a feed script that draws nothing gives way to the link to the publication", async ({
  page,
}) => {
  await stubFeedScript(page, "/* draws nothing */");
  await page.clock.install();
  await page.goto("/blog");
  // The script is added once the page has loaded; from then on the feed has 8 s to draw.
  await expect(feedScript(page)).toHaveCount(1);
  await expect(feedBox(page)).toHaveAttribute("aria-busy", "true");
  await expect(fallbackLink(page)).toBeVisible();
  await pauseClock(page);
  await page.clock.runFor(8000);
  await expect(feedBox(page)).toHaveAttribute("data-feed-state", "unavailable");
  await expect(feedBox(page)).toHaveAttribute("aria-busy", "false");
  await expect(fallbackLink(page)).toBeVisible();
});

test("the feed takes the place held for it without moving what is above", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`https://${feedHost}/**`, async (route) => {
    await held;
    await route.fulfill({ contentType: "text/javascript", body: drawingFeedScript });
  });
  await page.goto("/blog");
  const heading = page.getByRole("heading", { name: "Latest posts" });
  await expect(feedBox(page)).toHaveAttribute("data-feed-state", "loading");
  const before = await heading.boundingBox();
  const box = await feedBox(page).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(300);
  release();
  await expect(page.locator(".feed-post")).toHaveCount(3);
  expect((await heading.boundingBox())?.y).toBe(before?.y);
  expect((await feedBox(page).boundingBox())?.y).toBe(box?.y);
});

test("Blog has no accessibility violations, with the feed and with the fallback", async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(failedResourceLoad);
  await stubFeedScript(page, drawingFeedScript);
  await page.goto("/blog");
  await expect(page.locator(".feed-post")).toHaveCount(3);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.unrouteAll();
  await stubFeedScript(page, "unreachable");
  await page.reload();
  await expect(feedBox(page)).toHaveAttribute("data-feed-state", "unavailable");
  expect(await accessibilityViolations(page)).toEqual([]);
});
