import { expect, test } from "./fixtures.ts";
import { stubFeedScript } from "./newsletter-hosts.ts";
import { site } from "./site-facts.ts";

const routes = ["/", "/portfolio", "/category/painting", "/blog", "/contact", "/about"];

test("every route has its own title and meta description", async ({ page }) => {
  // The Blog's feed script would otherwise try to reach the internet once the page has loaded.
  await stubFeedScript(page, "");
  const titles = new Set<string>();
  for (const path of routes) {
    await page.goto(path);
    const title = await page.title();
    expect(title, path).toContain(site.name);
    titles.add(title);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0, `${path} description`).toBeGreaterThan(20);
  }
  expect(titles.size).toBe(routes.length);
});

test("About shows the practice, and a 'Let's get in touch' line linking to Contact", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "About", level: 1 })).toBeVisible();
  const main = page.getByRole("main");
  for (const theme of [
    "emotional states",
    "human relationships",
    "interconnected natural systems",
    "regenerative ecologies",
    "reflection and healing",
  ]) {
    await expect(main).toContainText(theme);
  }
  await expect(main.getByText("Let's get in touch")).toBeVisible();
  await main.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL("/contact");
});

test("pages are served prerendered, compressed and with the right caching", async ({ request }) => {
  const page = await request.get("/about", { headers: { "Accept-Encoding": "br" } });
  expect(page.status()).toBe(200);
  expect(page.headers()["content-encoding"]).toBe("br");
  expect(page.headers()["cache-control"]).toBe("no-cache");
  const html = await page.text();
  expect(html).toContain("regenerative ecologies");
  const contact = await (await request.get("/contact")).text();
  // The contact form's island, which Contact loads (About's islands are too small to compress).
  const script = /"(\/assets\/island-contact-form-[^"]+\.js)"/.exec(contact)?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(script ?? "", { headers: { "Accept-Encoding": "gzip" } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.headers()["content-encoding"]).toBe("gzip");
});

test("an address with a trailing slash redirects to the canonical one", async ({ request }) => {
  const response = await request.get("/about/", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/about");
});
