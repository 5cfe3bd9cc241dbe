import { expect, followLinkTo, gotoHydrated, http404Console, test } from "./fixtures.ts";
import { test as studioTest } from "./studio/studio-server.ts";

test("an unknown path answers HTTP 404 with the Not-found screen", async ({ page, pageErrors }) => {
  pageErrors.allow(http404Console);
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect.poll(() => warnings.join("\n")).toContain("/no/such/page");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("the Not-found screen is in the HTML before any JavaScript runs", async ({ request }) => {
  const response = await request.get("/missing-page");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain("Oops! Page not found");
  expect(html).toContain('href="/"');
});

test("a missing asset gets a plain 404, not the HTML page", async ({ request }) => {
  const response = await request.get("/assets/missing-file.js");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).not.toContain("text/html");
});

test("a link to an unknown path shows the Not-found screen", async ({ page, pageErrors }) => {
  pageErrors.allow(http404Console);
  await gotoHydrated(page, "/about");
  await followLinkTo(page, "/nowhere");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
});

studioTest(
  "a thrown error shows the router's default error screen",
  async ({ page, pageErrors, studio }) => {
    pageErrors.allow(/.*/);
    // The Studio runs the app, and with it the router, which also knows the public routes.
    await studio.setPassword();
    await gotoHydrated(page, `${studio.url}/studio/sign-in`);
    // The About page's data fails to arrive: the route throws, and no screen of ours catches it.
    await page.route("**/about.data*", (route) =>
      route.fulfill({ status: 200, contentType: "text/x-script", body: "not a data stream" }),
    );
    await page.evaluate(() => {
      window.history.pushState({}, "", "/about");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByText("Unexpected Application Error!")).toBeVisible();
  },
);
