import type { Frame, Page, TestInfo } from "@playwright/test";
import { accessibilityViolations } from "./axe.ts";
import { expect, failedResourceLoad, pauseClock, test } from "./fixtures.ts";
import {
  drawingFeedScript,
  feedFrame,
  feedFrameElement,
  feedScriptUrl,
  isolateFromInternet,
  platform,
  publicationOrigin,
  publicationUrl,
  stubFeedScript,
  stubPublication,
} from "./newsletter-hosts.ts";
import { site } from "./site-facts.ts";

/** The feed script's host, which also serves the styles the feed adds. */
const feedHost = new URL(feedScriptUrl).host;
const feedBox = (page: Page) => page.locator("[data-feed-state]");
const fallbackLink = (page: Page) =>
  page.getByRole("link", { name: `Read the latest posts on ${platform} (opens in a new tab)` });
const posts = (page: Page) => feedFrame(page).locator(".feed-post");

/** What the feed's script could have put in the site's own page: nothing, ever. */
async function traceInPage(page: Page) {
  return page.evaluate(`({
    scripts: document.querySelectorAll('script[src*="${feedHost}"]').length,
    containers: document.querySelectorAll("#substack-feed-embed").length,
    styles: document.querySelectorAll("#feed-widget-style").length,
    sheets: document.querySelectorAll('link[href*="${feedHost}"]').length,
    config: window.SubstackFeedWidget ?? null,
  })`);
}

const nothingInPage = { scripts: 0, containers: 0, styles: 0, sheets: 0, config: null };

/** The feed's frame, as a frame of the page. */
function feedFrameOf(page: Page): Frame | undefined {
  return page.frames().find((frame) => frame.url().endsWith("/embeds/newsletter-feed"));
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

test("entering Blog shows the posts in a sandboxed frame of their own, whose page runs the feed script with the publication's configuration", async ({
  page,
}) => {
  await stubFeedScript(page, drawingFeedScript);
  await page.goto("/blog");
  await expect(feedFrameElement(page)).toHaveAttribute("sandbox", "allow-scripts");
  await expect(posts(page)).toHaveCount(3);
  await expect(posts(page).first()).toHaveAttribute("href", `${publicationOrigin}/p/post-1`);
  await expect(feedFrame(page).locator(`script[src="${feedScriptUrl}"]`)).toHaveCount(1);
  expect(await feedFrameOf(page)?.evaluate("window.SubstackFeedWidget")).toEqual({
    substackUrl: new URL(publicationUrl).host,
    posts: 3,
  });
  // The frame's page is of another origin than the site's: none of the site's own.
  expect(await feedFrameOf(page)?.evaluate("window.origin")).toBe("null");
  expect(await traceInPage(page)).toEqual(nothingInPage);
  await expect(feedBox(page)).toHaveAttribute("data-feed-state", "ready");
  // The frame takes the posts' height: nothing of them is cut off or scrolls inside it.
  const frameHeight = (await feedFrameElement(page).boundingBox())?.height ?? 0;
  const postsHeight = await feedFrameOf(page)?.evaluate(
    "document.documentElement.getBoundingClientRect().height",
  );
  expect(frameHeight).toBeGreaterThan(0);
  expect(Math.abs(frameHeight - Number(postsHeight))).toBeLessThanOrEqual(1);
  await expect(fallbackLink(page)).toHaveCount(0);
  await expect(
    page.getByRole("link", { name: `All posts on ${platform} (opens in a new tab)` }),
  ).toBeVisible();
});

test("a post in the feed opens in a new tab that has no handle on the site's", async ({
  page,
  context,
}) => {
  await stubFeedScript(page, drawingFeedScript);
  await stubPublication(context);
  await page.goto("/blog");
  const [tab] = await Promise.all([context.waitForEvent("page"), posts(page).first().click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(`${publicationOrigin}/p/post-1`);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  // The Blog page stays where it was.
  expect(page.url()).toMatch(/\/blog$/);
});

test("leaving Blog removes the feed's frame, and its script with it, and coming back runs it once again", async ({
  page,
}, testInfo) => {
  await stubFeedScript(page, drawingFeedScript);
  await page.goto("/blog");
  await expect(posts(page)).toHaveCount(3);

  // Public pages are documents: leaving Blog leaves its frame behind with the page.
  await followMenuLink(page, testInfo, "Contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  await expect(feedFrameElement(page)).toHaveCount(0);
  expect(feedFrameOf(page)).toBeUndefined();
  expect(await traceInPage(page)).toEqual(nothingInPage);

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  await expect(posts(page)).toHaveCount(3);
  await expect(feedFrameElement(page)).toHaveCount(1);
  expect(await traceInPage(page)).toEqual(nothingInPage);
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
  // The frame is added once the page has loaded; from then on the feed has 8 s to draw.
  await expect(feedFrame(page).locator(`script[src="${feedScriptUrl}"]`)).toHaveCount(1);
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
  await expect(posts(page)).toHaveCount(3);
  await expect(feedBox(page)).toHaveAttribute("data-feed-state", "ready");
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
  await expect(posts(page)).toHaveCount(3);
  await expect(feedBox(page)).toHaveAttribute("data-feed-state", "ready");
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.unrouteAll();
  await stubFeedScript(page, "unreachable");
  await page.reload();
  await expect(feedBox(page)).toHaveAttribute("data-feed-state", "unavailable");
  expect(await accessibilityViolations(page)).toEqual([]);
});
