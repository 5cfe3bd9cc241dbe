import { accessibilityViolations } from "./axe.ts";
import { expect, followLinkTo, gotoHydrated, http404Console, test } from "./fixtures.ts";
import {
  categories,
  categoryAlias,
  project as fixtureProject,
  projects as fixtureProjects,
  newestFirst,
  previewLimit,
  scrollingCategory,
} from "./site-facts.ts";

/** How many pictures a list shows of a project: its first 3, or all when it has fewer. */
function previewCount(id: string): number {
  const project = fixtureProjects.find((candidate) => candidate.id === id);
  return Math.min(previewLimit, project?.images.length ?? 0);
}

test("Portfolio lists one row per category, each name linking to its slug", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  await expect(page.getByRole("heading", { name: "Portfolio", level: 1 })).toBeVisible();
  const names = page.locator("main h2 a");
  await expect(names).toHaveText(categories.map((category) => category.name));
  const hrefs = await names.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(categories.map((category) => `/category/${category.slug}`));
  await names.first().click();
  await expect(page).toHaveURL(`/category/${categories[0].slug}`);
  await expect(page.getByRole("heading", { name: categories[0].name, level: 1 })).toBeVisible();
});

test("each strip lists its projects newest first by the first year given", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const strip = (name: string) => page.getByRole("region", { name: `${name} projects` });
  const ids = (name: string) =>
    strip(name)
      .locator("[data-project]")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-project")));
  // 2023/2025 sorts as 2023: after the 2024 work, and in its content place before the other
  // 2023 work (site-facts.ts).
  for (const { name, slug } of categories) {
    expect(await ids(name), name).toEqual(newestFirst[slug]);
  }
});

test("each project shows at most 3 previews, at most 330 px wide, linking to the project", async ({
  page,
}) => {
  await gotoHydrated(page, "/portfolio");
  const projects = page.locator("main [data-project]");
  await expect(projects).toHaveCount(fixtureProjects.length);
  for (const project of await projects.all()) {
    const id = (await project.getAttribute("data-project")) ?? "";
    await expect(project.getByRole("link")).toHaveAttribute("href", `/project/${id}`);
    // Projects of more than 3 images show exactly 3; those of fewer show them all.
    const pictures = project.locator("[data-image-status]");
    await expect(pictures, id).toHaveCount(previewCount(id));
    for (const image of await pictures.all()) {
      const box = await image.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(330);
    }
  }
  const { id } = fixtureProject.imageOnly;
  await page.locator(`main a[href="/project/${id}"]`).click();
  await expect(page).toHaveURL(`/project/${id}`);
});

test("a strip scrolls with the keyboard and shows that there is more to see", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const strip = page.getByRole("region", { name: `${scrollingCategory.name} projects` });
  await expect(strip.locator("xpath=..").locator("[data-more-after]")).toHaveCount(1);
  // On a phone the row is below the fold: bring it into view before the keyboard scrolls it,
  // and press once it shows its first pictures, as a visitor would: once, under load, a key
  // pressed while they were still being put in went without a scroll.
  await strip.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      strip
        .locator("picture img")
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await strip.focus();
  await expect(strip).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

test("a strip glides as it scrolls, and moves at once with reduced motion", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const strip = page.getByRole("region", { name: `${scrollingCategory.name} projects` });
  const behavior = () => strip.evaluate((element) => getComputedStyle(element).scrollBehavior);
  expect(await behavior()).toBe("smooth");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await behavior()).toBe("auto");
});

test("Portfolio has no accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("Category shows the first 3 images of each project, newest first, linking to it", async ({
  page,
}) => {
  const { name, slug } = categories[2];
  await gotoHydrated(page, `/category/${slug}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const cells = page.locator("[data-category-grid] a");
  const hrefs = await cells.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const [newest = "", next = ""] = newestFirst[slug];
  expect(hrefs).toEqual(
    newestFirst[slug].flatMap((id) => Array(previewCount(id)).fill(`/project/${id}`)),
  );
  await cells.nth(previewCount(newest)).click();
  await expect(page).toHaveURL(`/project/${next}`);
});

test("an image not photographed yet shows 'Coming Soon' in its category's grid", async ({
  page,
}) => {
  const { id, category } = fixtureProject.comingSoon;
  await gotoHydrated(page, `/category/${category}`);
  const cell = page.locator(`[data-category-grid] a[href="/project/${id}"]`).filter({
    hasText: "Coming Soon",
  });
  await expect(cell).toHaveCount(1);
  await expect(cell.locator('[data-image-status="coming-soon"]')).toHaveText("Coming Soon");
  await expect(cell.locator("img")).toHaveCount(0);
  // Its name holds the words shown (WCAG's label in name).
  await expect(cell).toHaveAccessibleName(/Coming Soon/);
});

test("a category cell loads only the band of a tall picture that it shows", async ({ page }) => {
  // Its first images are a picture of the cell's 4:3 shape and a portrait.
  const { category } = fixtureProject.imageOnly;
  await gotoHydrated(page, `/category/${category}`);
  // Far cells render their pictures as they come near the view.
  for (const cell of await page.locator("[data-category-grid] li").all()) {
    await cell.scrollIntoViewIfNeeded();
  }
  const pictures = page.locator("[data-category-grid] img");
  await expect
    .poll(() =>
      pictures.evaluateAll((all) =>
        (all as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true);
  const loaded = await pictures.evaluateAll((all) =>
    (all as HTMLImageElement[]).map((img) => ({
      src: img.currentSrc,
      shape: img.naturalWidth / img.naturalHeight,
    })),
  );
  expect(loaded.filter(({ shape }) => shape < (4 / 3) * 0.95)).toEqual([]);
  expect(loaded.filter(({ src }) => /-tile-\d+\.avif$/.test(src)).length).toBeGreaterThan(0);
});

test("Category has no accessibility violations", async ({ page }) => {
  await gotoHydrated(page, `/category/${scrollingCategory.slug}`);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("an unknown category answers HTTP 404 with the heading 'Category not found'", async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(http404Console);
  const response = await page.goto("/category/sculpture");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Category not found" })).toBeVisible();
  await expect(page).toHaveURL("/category/sculpture");
});

test("a link to an unknown category shows 'Category not found'", async ({ page, pageErrors }) => {
  pageErrors.allow(http404Console);
  await gotoHydrated(page, "/portfolio");
  await followLinkTo(page, "/category/sculpture");
  await expect(page.getByRole("heading", { name: "Category not found" })).toBeVisible();
});

test("/category/illustration-and-print redirects to /category/illustration", async ({
  page,
  request,
}) => {
  const response = await request.get(categoryAlias.from, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(categoryAlias.to);
  await page.goto(categoryAlias.from);
  await expect(page).toHaveURL(categoryAlias.to);
  await expect(page.getByRole("heading", { name: categories[0].name, level: 1 })).toBeVisible();
});

test("following an old category address inside the site lands on its category", async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(http404Console);
  await gotoHydrated(page, "/portfolio");
  await followLinkTo(page, categoryAlias.from);
  await expect(page).toHaveURL(categoryAlias.to);
  await expect(page.getByRole("heading", { name: categories[0].name, level: 1 })).toBeVisible();
});

test("the first row's first project loads at once the pictures a phone shows; the rest wait for the viewport", async ({
  page,
}) => {
  await gotoHydrated(page, "/portfolio");
  const strips = page.locator("[data-strip]");
  const first = strips.first().locator("[data-project]").first();
  const later = strips.first().locator("[data-project]").nth(1).locator("img");
  // The pictures that start within a phone's screen (412 px) come first, with high priority; in
  // the fixture the first project's last picture starts beyond it and waits like the others.
  const pictures = first.locator("img");
  await expect(pictures.first()).toBeVisible();
  const loading = await pictures.evaluateAll((all) =>
    all.map((img) => img.getAttribute("loading")),
  );
  const eager = loading.filter((value) => value === "eager").length;
  expect(eager).toBeGreaterThan(0);
  expect(loading).toEqual([
    ...Array(eager).fill("eager"),
    ...Array(loading.length - eager).fill("lazy"),
  ]);
  expect(eager).toBeLessThan(loading.length);
  for (const img of await first.locator('img[loading="eager"]').all()) {
    await expect(img).toHaveAttribute("fetchpriority", "high");
  }
  for (const img of await later.all()) await expect(img).toHaveAttribute("loading", "lazy");
  await expect(strips.nth(1).locator('img[loading="eager"]')).toHaveCount(0);
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(eager);
});

test("each strip picture asks for the width it is shown at, portrait or landscape", async ({
  page,
}) => {
  await gotoHydrated(page, "/portfolio");
  const pictures = page.locator("[data-strip] picture");
  // The strips below a phone's first screen render their pictures once the app runs.
  await expect.poll(() => pictures.count()).toBeGreaterThan(10);
  const mismatches = await pictures.evaluateAll((all) =>
    all.flatMap((picture) => {
      const sizes = picture.querySelector("source")?.getAttribute("sizes") ?? "";
      // "(min-width: 768px) 330px, 252px": the first entry whose media query matches.
      const entries = sizes.split(",").map((entry) => entry.trim());
      const chosen = entries.find((entry) => {
        const media = /^(\(.*\))\s+\S+$/.exec(entry)?.[1];
        return media === undefined || window.matchMedia(media).matches;
      });
      const asked = Number.parseFloat(chosen?.split(/\s+/).at(-1) ?? "");
      const shown = picture.querySelector("img")?.getBoundingClientRect().width ?? 0;
      return Math.abs(asked - shown) <= 1 ? [] : [`${sizes}: shown ${shown}px`];
    }),
  );
  expect(mismatches).toEqual([]);
});
