// The Studio's flows run at a phone's size, where it is used first; this tour checks every
// screen at a desktop's width (decision 014).
import type { Page } from "@playwright/test";
import { gotoHydrated } from "../fixtures.ts";
import { project } from "../site-facts.ts";
import { expectAccessible, signIn } from "./studio-screen-checks.ts";
import { expect, test } from "./studio-server.ts";

/** Follows a link of a navigation and expects the screen's heading to take the focus. */
async function openFrom(page: Page, navigation: string, link: string, heading: string) {
  await page
    .getByRole("navigation", { name: navigation })
    .getByRole("link", { name: link, exact: true })
    .click();
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeFocused();
}

test("every Studio screen at a desktop's width is reached from its navigation, focuses its heading and passes axe", async ({
  page,
  studio,
}) => {
  test.slow();
  await studio.setPassword();
  await gotoHydrated(page, "/studio/sign-in");
  await expectAccessible(page);
  await signIn(page);
  await expectAccessible(page);

  await openFrom(page, "Studio", "Projects", "Projects");
  await expectAccessible(page);
  await page.getByRole("button", { name: "New project" }).click();
  await expect(page.getByLabel("Title")).toBeVisible();
  await expectAccessible(page);
  // A project opens from anywhere on its row, its picture included.
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: project.imageOnly.title, exact: true }) })
    .click({ position: { x: 20, y: 30 } });
  await expect(
    page.getByRole("heading", { name: project.imageOnly.title, level: 1 }),
  ).toBeFocused();
  await expectAccessible(page);
  await gotoHydrated(page, `/studio/projects/${project.private.id}`);
  await expect(page.getByRole("region", { name: "Visitors' password" })).toBeVisible();
  await expectAccessible(page);

  await openFrom(page, "Studio", "Site", "Site");
  await expectAccessible(page);
  for (const [link, heading] of [
    ["Settings", "Settings"],
    ["Categories", "Categories"],
    ["Home slideshow", "Home slideshow"],
    ["About page", "About page"],
    ["Backups", "Backups"],
  ] as const) {
    await openFrom(page, "Site pages", link, heading);
    await expectAccessible(page);
  }

  await openFrom(page, "Studio", "Publish", "Publish");
  const live = page.getByTestId("version").first();
  await expect(live).toContainText("(on the site now)");
  await expectAccessible(page);
  // With nothing unpublished, the version on the site is there to see, not to go back to.
  await live.getByRole("link", { name: /^See this version of .+, published$/ }).click();
  await expect(page.getByRole("heading", { name: /^The version of / })).toBeFocused();
  await expect(page.getByText("The site shows this version now.")).toBeVisible();
  await expect(page.getByText("there is nothing to go back to")).toBeVisible();
  await expect(page.getByRole("button", { name: "Go back to this version" })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Devices", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Signed-in devices", level: 1 })).toBeFocused();
  await expectAccessible(page);

  await gotoHydrated(page, "/studio/no-such-screen");
  await expect(
    page.getByRole("heading", { name: "This Studio page does not exist" }),
  ).toBeFocused();
  await expectAccessible(page);
});
