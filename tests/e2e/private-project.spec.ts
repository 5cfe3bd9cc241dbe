import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { pageAccessSchema } from "../../core/content/page-access.ts";
import { e2eSite } from "../fixtures/e2e-site.ts";
import { accessibilityViolations as violations } from "./axe.ts";
import { expect, gotoHydrated, hydrated, test } from "./fixtures.ts";
import { privateProjectPassword, project, publicPaths } from "./site-facts.ts";

const sealed = project.private;
const address = `/project/${sealed.id}`;
/** The browser's console line for a page answered with HTTP 401, as the form is. */
const http401Console = /status of 401/;

/** The picture files the served build keeps for the private project alone. */
function ownPictures(): string[] {
  const file = join(e2eSite.buildDir, "current", "page-access.json");
  const access = pageAccessSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  const entry = access.privateProjects.find((candidate) => candidate.id === sealed.id);
  return (entry?.images ?? []).map((name) => `/img/${name}`);
}

/** Every picture address the opened page and its data name. */
async function picturesNamedBy(request: APIRequestContext): Promise<string[]> {
  const texts = await Promise.all(
    [address, `${address}.data`].map(async (path) => (await request.get(path)).text()),
  );
  return [...new Set(texts.flatMap((text) => text.match(/\/img\/[\w.-]+/g) ?? []))].sort();
}

async function giveThePassword(request: APIRequestContext, password = privateProjectPassword) {
  return request.post(address, { form: { password }, maxRedirects: 0 });
}

async function fillThePassword(page: Page, password: string) {
  await page.getByLabel("Password").fill(password);
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "View the project" }).click();
  return answer;
}

test.describe("without the password", () => {
  test("its address answers with the password form, HTTP 401, kept out of search", async ({
    request,
  }) => {
    const response = await request.get(address);
    expect(response.status()).toBe(401);
    expect(response.headers()["x-robots-tag"]).toBe("noindex, noai, noimageai");
    const html = await response.text();
    expect(html).toContain("Private project");
    expect(html).not.toContain(sealed.title);
  });

  test("its data and every one of its pictures answer 404", async ({ request }) => {
    const pictures = ownPictures();
    expect(pictures.length).toBeGreaterThanOrEqual(sealed.images.length);
    for (const path of [`${address}.data`, ...pictures]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("no list, sitemap or other page names it", async ({ request }) => {
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain(sealed.id);
    for (const path of publicPaths) {
      for (const file of [path, path === "/" ? "/_.data" : `${path}.data`]) {
        const text = await (await request.get(file)).text();
        expect(text, file).not.toContain(sealed.id);
        expect(text, file).not.toContain(sealed.title);
      }
    }
  });
});

test.describe("with the password", () => {
  test("the right password opens its page, its data and every one of its pictures", async ({
    request,
    playwright,
  }) => {
    const answer = await giveThePassword(request);
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe(address);
    const page = await request.get(address);
    expect(page.status()).toBe(200);
    expect(page.headers()["x-robots-tag"]).toBe("noindex, noai, noimageai");
    expect(await page.text()).toContain(sealed.title);
    expect((await request.get(`${address}.data`)).status()).toBe(200);

    const own = ownPictures();
    const named = await picturesNamedBy(request);
    expect(named).toEqual(expect.arrayContaining(own.filter((path) => !path.includes("-share-"))));
    // Besides its own, the page names only pictures every page names: the artist's portrait
    // and the site's share picture.
    const sitewide = named.filter((path) => !own.includes(path));
    const about = await (await request.get("/about")).text();
    for (const path of sitewide) expect(about, path).toContain(path);

    const stranger = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
    });
    try {
      for (const path of own) {
        expect((await request.get(path)).status(), `${path} with the cookie`).toBe(200);
        expect((await stranger.get(path)).status(), `${path} without it`).toBe(404);
      }
      for (const path of sitewide) expect((await stranger.get(path)).status(), path).toBe(200);
    } finally {
      await stranger.dispose();
    }
  });

  test("a visitor types it into the form and sees the project, for seven days", async ({
    page,
    context,
    pageErrors,
  }) => {
    pageErrors.allow(http401Console);
    const first = await page.goto(address);
    expect(first?.status()).toBe(401);
    await hydrated(page);
    const opened = await fillThePassword(page, privateProjectPassword);
    expect(opened.status()).toBe(303);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sealed.title);
    await expect(page).toHaveURL(address);
    const picture = page.locator("main img").first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    const [cookie] = await context.cookies();
    expect(cookie).toMatchObject({
      name: `private-${sealed.id}`,
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
      secure: false,
    });
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  test("a wrong password is refused on the form, which says so", async ({ page, pageErrors }) => {
    pageErrors.allow(http401Console);
    await gotoHydrated(page, address);
    const refused = await fillThePassword(page, "not the password");
    expect(refused.status()).toBe(401);
    await expect(page.getByText("That password is not right.")).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Password")).toBeFocused();
    await expect(page.getByRole("alert")).toHaveText(/^That password is not right\./);
    await expect(page).toHaveTitle(/^Wrong password: Private project/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Private project");
    expect(await violations(page)).toEqual([]);
  });

  test("the form works without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const page = await context.newPage();
      await page.goto(address);
      await fillThePassword(page, privateProjectPassword);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(sealed.title);
    } finally {
      await context.close();
    }
  });
});

test("the password form and the opened project have no accessibility violations", async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(http401Console);
  await gotoHydrated(page, address);
  await expect(page.getByLabel("Password")).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await fillThePassword(page, privateProjectPassword);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(sealed.title);
  await hydrated(page);
  expect(await violations(page)).toEqual([]);
});
