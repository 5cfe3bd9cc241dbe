import { accessibilityViolations as violations } from "./axe.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { categoryName, project, publicPaths, site } from "./site-facts.ts";

const { unlisted } = project;
const address = `/project/${unlisted.id}`;

test("an unlisted project opens at its address, for anyone who has it", async ({ page }) => {
  const response = await page.goto(address);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(unlisted.title);
  await expect(page.locator("main img").first()).toBeVisible();
});

test("search engines are told to leave it out, by header and by meta tag", async ({ request }) => {
  for (const path of [address, `${address}.data`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    // With the fixture artist's noai, as on every page of the site.
    expect(response.headers()["x-robots-tag"], path).toBe("noindex, noai, noimageai");
  }
  const html = await (await request.get(address)).text();
  expect(html).toContain('<meta name="robots" content="noindex, noai, noimageai"/>');
  expect(html).not.toContain('rel="canonical"');
});

test("no list, sitemap or other page names it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain(unlisted.id);
  expect(publicPaths).not.toContain(address);
  // Every public page and its data: the Portfolio, each category (their descriptions are the
  // share cards' text), home, blog, contact, about, the other projects.
  for (const path of publicPaths) {
    for (const file of [path, path === "/" ? "/_.data" : `${path}.data`]) {
      const text = await (await request.get(file)).text();
      expect(text, file).not.toContain(unlisted.id);
      expect(text, file).not.toContain(unlisted.title);
    }
  }
});

test("the Portfolio and its category show the other projects but not this one", async ({
  page,
}) => {
  await gotoHydrated(page, "/portfolio");
  const strip = page.getByRole("region", { name: `${categoryName(unlisted.category)} projects` });
  await expect(strip.locator("a[href^='/project/']").first()).toBeVisible();
  await expect(page.locator(`a[href='${address}']`)).toHaveCount(0);
  await gotoHydrated(page, `/category/${unlisted.category}`);
  await expect(page.locator("main a[href^='/project/']").first()).toBeVisible();
  await expect(page.locator(`a[href='${address}']`)).toHaveCount(0);
});

test("its page has no accessibility violations", async ({ page }) => {
  await gotoHydrated(page, address);
  expect(await violations(page)).toEqual([]);
});

test("its share card still shows its own picture, for the people it is sent to", async ({
  request,
}) => {
  const html = await (await request.get(address)).text();
  const [image] = [...html.matchAll(/<meta property="og:image" content="([^"]+)"/g)].map(
    (match) => match[1] ?? "",
  );
  expect(image?.startsWith(`${site.siteUrl}/img/`)).toBe(true);
  expect((await request.get(image?.slice(site.siteUrl.length) ?? "")).status()).toBe(200);
});
