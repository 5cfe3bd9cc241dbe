import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { project } from "./site-facts.ts";

async function structuredData(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>,
  );
}

async function artwork(request: APIRequestContext, id: string) {
  const data = await structuredData(request, `/project/${id}`);
  return data.find((item) => item["@type"] === "VisualArtwork") ?? {};
}

/** The figure of the grid that shows the work named `name`. */
function workFigure(page: Page, name: string): Locator {
  return page.locator("main figure").filter({ has: page.getByText(name, { exact: true }) });
}

const { works, unlisted, detailed } = project;
const [soldImage, availableImage] = works.images;
const soldName = soldImage?.title ?? "";
const availableName = availableImage?.title ?? "";

test("a sold work shows the gallery's red dot, which a screen reader reads as Sold", async ({
  page,
}) => {
  await gotoHydrated(page, `/project/${works.id}`);
  const figure = workFigure(page, soldName);
  await expect(figure.locator("figcaption")).toContainText(soldName);
  const dot = figure.locator("[data-sold] [aria-hidden='true']");
  await expect(dot).toBeVisible();
  expect(await dot.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    "rgb(196, 22, 28)",
  );
  await expect(figure.locator("[data-work-details]")).toHaveText(
    `Sold·Edition ${soldImage?.details?.edition}`,
  );
  await expect(figure.getByText("Sold", { exact: true })).toHaveClass(/sr-only/);
});

test("an available work shows its availability, price, edition and framing beside it", async ({
  page,
}) => {
  await gotoHydrated(page, `/project/${works.id}`);
  const details = workFigure(page, availableName).locator("[data-work-details]");
  await expect(details).toHaveText("Available·€180·Edition 4 of 20·Unframed");
  await expect(details).toBeVisible();
});

test("Inquire names the work in the contact form's subject", async ({ page }) => {
  await gotoHydrated(page, `/project/${works.id}`);
  await page.getByRole("link", { name: `Inquire about ${availableName}` }).click();
  await expect(page).toHaveURL(/\/contact\?subject=/);
  await expect(page.getByLabel("Subject")).toHaveValue(
    `Inquiry about ${availableName}, from ${works.title} (${works.year})`,
  );
});

test("the structured data offers the available work and states the sold one as sold", async ({
  request,
}) => {
  const data = await artwork(request, works.id);
  const parts = data.hasPart as Record<string, unknown>[];
  expect(parts.map((part) => part.name)).toEqual([soldName, availableName]);
  expect(parts[0]).toMatchObject({
    "@type": "VisualArtwork",
    url: expect.stringMatching(new RegExp(`/project/${works.id}\\?image=1$`)),
    artEdition: "10 of 10",
    offers: { "@type": "Offer", availability: "https://schema.org/SoldOut" },
  });
  expect(parts[1]).toMatchObject({
    artEdition: "4 of 20",
    offers: {
      "@type": "Offer",
      price: 180,
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
    },
  });
});

test("a project that is one work states its details under the title and in its Offer", async ({
  page,
  request,
}) => {
  await gotoHydrated(page, `/project/${unlisted.id}`);
  await expect(page.locator("header [data-work-details]")).toHaveText(
    "Available·£1,200·Edition 1 of 3·Framed",
  );
  expect(await artwork(request, unlisted.id)).toMatchObject({
    artEdition: "1 of 3",
    offers: {
      "@type": "Offer",
      price: 1200,
      priceCurrency: "GBP",
      availability: "https://schema.org/InStock",
    },
  });
});

test("a project without work details shows none and offers nothing", async ({ page, request }) => {
  await gotoHydrated(page, `/project/${detailed.id}`);
  await expect(page.locator("h1")).toHaveText(detailed.title);
  await expect(page.locator("[data-work-details], main figure")).toHaveCount(0);
  const data = await artwork(request, detailed.id);
  expect(data).not.toHaveProperty("offers");
  expect(data).not.toHaveProperty("hasPart");
});
