import type { APIRequestContext, Page } from "@playwright/test";
import { expect, failedResourceLoad, http404Console, test } from "./fixtures.ts";
import { drawingFeedScript, feedFrame, stubFeedScript } from "./newsletter-hosts.ts";
import { site } from "./site-facts.ts";

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Every prerendered page (from the sitemap) plus an unknown address, which gets the 404 page. */
async function pagePaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map(
    (m) => m[1] ?? "/",
  );
  expect(paths.length).toBeGreaterThan(5);
  return [...paths, "/a-missing-page"];
}

/**
 * The violations the page has reported, once two more frames have been painted: the effects that
 * ran after hydration and the pictures that came near have made their requests, and the browser
 * has delivered the events their refusals raised.
 */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }),
  );
  return page.evaluate(() => window.cspViolations);
}

test.beforeEach(async ({ page, pageErrors }) => {
  // Outside sites are unreachable here. The policy is checked before a request leaves the
  // browser, so a refused request still shows up as a violation.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  pageErrors.allow(failedResourceLoad);
  pageErrors.allow(http404Console);
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} ${event.sample}`,
      );
    });
  });
});

test("every page loads and hydrates without a single Content Security Policy violation", async ({
  page,
  request,
}) => {
  // It loads and hydrates every page of the site, one after another.
  test.slow();
  for (const path of await pagePaths(request)) {
    const response = await page.goto(path);
    const policy = response?.headers()["content-security-policy"] ?? "";
    const scriptSrc = policy.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc, path).toContain("script-src 'self' 'sha256-");
    expect(scriptSrc, path).not.toContain("'unsafe-inline'");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await violations(page), path).toEqual([]);
  }
});

test("moving between pages once they have loaded raises no violation", async ({ page }) => {
  await page.goto("/about");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("main").getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL("/contact");
  await page.getByRole("banner").getByRole("link", { name: site.name }).click();
  await expect(page).toHaveURL("/");
  expect(await violations(page)).toEqual([]);
});

test("the newsletter feed runs, draws and styles itself in its frame, within the frame's policy", async ({
  page,
}) => {
  await stubFeedScript(page, drawingFeedScript);
  await page.goto("/blog");
  const frame = feedFrame(page);
  await expect(frame.getByRole("link", { name: "Studio notes 1" })).toBeVisible();
  await expect(frame.locator("#feed-widget-style")).toHaveCount(1);
  expect(await violations(page)).toEqual([]);
  const framePage = page.frames().find((f) => f.url().endsWith("/embeds/newsletter-feed"));
  expect(await framePage?.evaluate(() => window.cspViolations)).toEqual([]);
});

test("the policy really blocks script that was not part of the page", async ({
  page,
  pageErrors,
}) => {
  // The browser's console line about the refused script is this test's expected outcome.
  pageErrors.allow(/Content Security Policy/);
  await page.goto("/about");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // An inline script added to the page runs as it is inserted, if it runs at all.
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true;";
    document.body.append(script);
    return "injected" in window;
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => violations(page))
    .toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
  // The console line for the blocked script is the expected outcome here.
});

test("pages, files and API answers carry the security headers", async ({ request }) => {
  const html = await request.get("/about");
  const asset = await request.get("/favicon.svg");
  const api = await request.get("/api/health");
  for (const response of [html, asset, api]) {
    const headers = response.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    // Plain HTTP here: HSTS is sent only over HTTPS.
    expect(headers["strict-transport-security"]).toBeUndefined();
  }
  expect(html.headers()["content-security-policy"]).toContain(
    "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
  );
  expect(api.headers()["content-security-policy"]).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(await api.json()).toEqual({
    status: "ok",
    database: "ok",
    pending: expect.any(Number),
    failed: expect.any(Number),
  });
});
