// Which requests a page makes does not depend on the viewport: desktop project only.
import type { Page } from "@playwright/test";
import { expect, failedResourceLoad, hydrated, test } from "./fixtures.ts";
import {
  drawingFeedScript,
  feedFrame,
  isolateFromInternet,
  stubFeedScript,
} from "./newsletter-hosts.ts";
import { project, publicPaths, site } from "./site-facts.ts";

/** The newsletter feed on Blog: the one outside request the fixture site asks for. */
const feedOrigin = new URL(site.newsletter.feedScriptUrl).origin;

/** Waits until the page has loaded, hydrated, and the browser has been idle twice since. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await hydrated(page);
  for (let turn = 0; turn < 2; turn++) {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
    );
  }
}

test("without analytics in site.yaml, no page sends a request anywhere but the site", async ({
  page,
  context,
  pageErrors,
}) => {
  // It loads and hydrates every page of the site, one after another.
  test.slow();
  expect(site.analytics).toBeUndefined();
  pageErrors.allow(failedResourceLoad);
  await isolateFromInternet(context);
  await stubFeedScript(page, drawingFeedScript);
  const outside: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.hostname !== "127.0.0.1" && url.protocol !== "data:") outside.push(url.origin);
  });
  for (const path of [...publicPaths, `/project/${project.unlisted.id}`]) {
    outside.length = 0;
    await page.goto(path);
    await settled(page);
    if (path === "/blog") {
      // The feed's own script, in its frame; nothing else.
      await expect(feedFrame(page).locator(".feed-post")).toHaveCount(3);
      expect([...new Set(outside)], path).toEqual([feedOrigin]);
    } else {
      expect(outside, path).toEqual([]);
    }
    expect(await page.content(), path).not.toContain("sendPageView");
  }
  expect(await context.cookies()).toEqual([]);
});
