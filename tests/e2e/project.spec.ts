import { accessibilityViolations } from "./axe.ts";
import { expect, gotoHydrated, http404Console, test } from "./fixtures.ts";

test("a project shows the back link, title, year, medium, dimensions and its description", async ({
  page,
}) => {
  await gotoHydrated(page, "/project/self-portraits");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Self", level: 1 })).toBeVisible();
  await expect(main.locator("[data-project-year]")).toHaveText("2021");
  await expect(main).toContainText("Acrylic on paper");
  await expect(main).toContainText("A2");
  const description = main.getByText("Four self-portraits painted over one winter", {
    exact: false,
  });
  await expect(description).toHaveCSS("white-space", "pre-line");
  await expect(description).toContainText("Turning away,\nturning back.");
  await main.getByRole("link", { name: "Back to Portfolio" }).click();
  await expect(page).toHaveURL("/portfolio");
});

test("an image project shows the grid only, with all its images", async ({ page }) => {
  await gotoHydrated(page, "/project/flashy");
  await expect(page.locator("[data-project-grid] img")).toHaveCount(8);
  await expect(page.locator("main video, main iframe")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Play video/ })).toHaveCount(0);
});

test("images of a bordered project have a border; others have none", async ({ page }) => {
  await gotoHydrated(page, "/project/ropes-in-tension");
  const bordered = page.locator("[data-project-grid] a").first();
  await expect(bordered).toHaveCSS("border-top-width", "1px");
  await gotoHydrated(page, "/project/self-portraits");
  await expect(page.locator("[data-project-grid] a").first()).toHaveCSS("border-top-width", "0px");
});

test("a hybrid project loads the privacy-enhanced player in a 16:9 frame only on request", async ({
  page,
}) => {
  const requests: string[] = [];
  await page.route("https://www.youtube-nocookie.com/**", (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Player</title>",
    });
  });
  await gotoHydrated(page, "/project/aquatica");
  await expect(page.locator("main iframe")).toHaveCount(0);
  expect(requests).toEqual([]);
  await page.getByRole("button", { name: "Play video: Aquatica" }).click();
  const frame = page.locator("main iframe");
  await expect(frame).toHaveAttribute(
    "src",
    "https://www.youtube-nocookie.com/embed/aQu4t1cA202?autoplay=1",
  );
  await expect(frame).toHaveAttribute("title", "Video: Aquatica");
  await expect(frame).toHaveAttribute("allow", /autoplay/);
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  const box = await frame.boundingBox();
  expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 1);
});

test("'Inquire about this work' opens Contact with the subject prefilled", async ({ page }) => {
  await gotoHydrated(page, "/project/aquatica");
  const link = page.getByRole("link", { name: "Inquire about this work" });
  await expect(link).toHaveAttribute(
    "href",
    "/contact?subject=Inquiry%20about%20Aquatica%20(2023%2F2025)",
  );
  await link.click();
  await expect(page).toHaveURL(/\/contact\?subject=/);
  expect(new URL(page.url()).searchParams.get("subject")).toBe(
    "Inquiry about Aquatica (2023/2025)",
  );
});

test("a project page has no accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/project/aquatica");
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("an unknown project answers HTTP 404 with 'Project not found' and the back link", async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(http404Console);
  const response = await page.goto("/project/no-such-work");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Project not found")).toBeVisible();
  await page.getByRole("link", { name: "Back to Portfolio" }).click();
  await expect(page).toHaveURL("/portfolio");
});

test("client-side navigation to an unknown project shows 'Project not found'", async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(http404Console);
  await gotoHydrated(page, "/portfolio");
  await page.evaluate(() => {
    window.history.pushState({}, "", "/project/no-such-work");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByText("Project not found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Portfolio" })).toBeVisible();
});
