// What search engines and link previews read from the built pages; the viewport plays no
// part: desktop project only.
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures.ts";
import { categoryName, project, publicPaths, site } from "./site-facts.ts";

function attribute(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1] ?? "");
}

function metaContent(html: string, key: string): string[] {
  return attribute(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, "g"));
}

function structuredData(html: string): Record<string, unknown>[] {
  return attribute(html, /<script type="application\/ld\+json">([^<]*)<\/script>/g).map(
    (json) => JSON.parse(json) as Record<string, unknown>,
  );
}

/** The site's own path of an absolute address on the configured site URL. */
function localPath(url: string): string {
  expect(url.startsWith(`${site.siteUrl}/`), url).toBe(true);
  return url.slice(site.siteUrl.length);
}

async function expectShareImage(request: APIRequestContext, url: string) {
  const response = await request.get(localPath(url));
  expect(response.status(), url).toBe(200);
  const metadata = await sharp(await response.body()).metadata();
  expect(metadata, url).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
}

for (const path of publicPaths) {
  test(`${path} has its title, description, canonical address, share card and the artist`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(attribute(html, /<title>([^<]+)<\/title>/g)).toHaveLength(1);
    expect(metaContent(html, "description")).toHaveLength(1);
    const canonical = `${site.siteUrl}${path}`;
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/g)).toEqual([canonical]);
    expect(metaContent(html, "og:url")).toEqual([canonical]);
    // The fixture's artist keeps AI crawlers out; search engines may list every public page.
    expect(metaContent(html, "robots")).toEqual(["noai, noimageai"]);
    for (const key of ["og:type", "og:title", "og:description", "og:image:alt", "twitter:title"]) {
      expect(metaContent(html, key), key).toHaveLength(1);
    }
    expect(metaContent(html, "twitter:card")).toEqual(["summary_large_image"]);
    const [image = ""] = metaContent(html, "og:image");
    expect(metaContent(html, "twitter:image")).toEqual([image]);
    await expectShareImage(request, image);
    const person = structuredData(html).find((data) => data["@type"] === "Person");
    expect(person).toMatchObject({
      name: site.name,
      sameAs: [site.social.url, site.newsletter.publicationUrl],
    });
  });
}

test("the Not-found page stays out of search results and has no canonical address", async ({
  request,
}) => {
  const response = await request.get("/a-page-that-does-not-exist");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(metaContent(html, "robots")).toEqual(["noindex, noai, noimageai"]);
  expect(html).not.toContain('rel="canonical"');
  expect(structuredData(html).map((data) => data["@type"])).toEqual(["Person"]);
});

test("every page is in English and names its theme colour, icons and manifest", async ({
  request,
}) => {
  const html = await (await request.get("/about")).text();
  expect(html).toContain('<html lang="en"');
  expect(metaContent(html, "theme-color")).toEqual(["#ffffff"]);
  for (const href of ["/favicon.svg", "/apple-touch-icon.png", "/site.webmanifest"]) {
    expect(html).toContain(`href="${href}"`);
    expect((await request.get(href)).status(), href).toBe(200);
  }
});

test("the sitemap lists every public page and robots.txt points at it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(attribute(sitemap, /<loc>([^<]+)<\/loc>/g)).toEqual(
    publicPaths.map((path) => `${site.siteUrl}${path}`),
  );
  const robots = await (await request.get("/robots.txt")).text();
  // The fixture's artist keeps AI crawlers out: a group for them first, then everyone else.
  expect(robots).toContain("User-agent: GPTBot\n");
  expect(
    robots.endsWith(`\n\nUser-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`),
  ).toBe(true);
});

test("a project page is an article with its artwork, breadcrumbs and its own share picture", async ({
  request,
}) => {
  // A year range: the work was begun in its first year.
  const { id, title, year, category } = project.externalVideo;
  const html = await (await request.get(`/project/${id}`)).text();
  expect(metaContent(html, "og:type")).toEqual(["article"]);
  const data = structuredData(html);
  expect(data.find((item) => item["@type"] === "VisualArtwork")).toMatchObject({
    name: title,
    dateCreated: year.slice(0, 4),
    url: `${site.siteUrl}/project/${id}`,
  });
  const crumbs = data.find((item) => item["@type"] === "BreadcrumbList");
  expect(
    (crumbs?.itemListElement as { name: string }[] | undefined)?.map((crumb) => crumb.name),
  ).toEqual(["Home", "Portfolio", categoryName(category), title]);
  const [image = ""] = metaContent(html, "og:image");
  const [siteImage = ""] = metaContent(await (await request.get("/about")).text(), "og:image");
  expect(image).not.toBe(siteImage);
  await expectShareImage(request, image);
});

test("unknown projects and categories are kept out of search results", async ({ request }) => {
  for (const path of ["/project/no-such-work", "/category/no-such-category"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(metaContent(html, "robots"), path).toEqual(["noindex, noai, noimageai"]);
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/g), path).toEqual([]);
  }
});
