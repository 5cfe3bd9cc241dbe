// Phone first: the artist sets a focal point with a finger, as on the phone the Studio is made for.
import type { Page } from "@playwright/test";
import { gotoHydrated } from "../fixtures.ts";
import { expect, test } from "./publishing-site.ts";
import { expectAccessible } from "./studio-screen-checks.ts";

/** A build takes seconds to a minute on a busy machine. */
const buildTimeout = 150_000;

function save(page: Page): Promise<void> {
  return page.getByRole("button", { name: "Save changes" }).click();
}

test("the owner taps a picture's subject, saves and publishes, and the live crops keep it in frame", async ({
  page,
  site,
}) => {
  test.setTimeout(2 * buildTimeout);
  const file = "projects/harbour-lights/project.md";
  const before = site.read(file);
  await site.signIn(page);
  await gotoHydrated(page, "/studio/projects/harbour-lights");

  await page.getByText("Focal point of picture 1: the centre").click();
  const picture = page.getByRole("button", { name: "Set the focal point of picture 1, 01.jpg" });
  await picture.scrollIntoViewIfNeeded();
  const box = await picture.boundingBox();
  if (!box) throw new Error("the picture is not shown");
  await picture.tap({ position: { x: box.width * 0.2, y: box.height * 0.75 } });
  await expect(page.getByLabel("Focus from the left (%)").first()).toHaveValue("20");
  await expect(page.getByLabel("Focus from the top (%)").first()).toHaveValue("75");
  await expect(
    page.getByText("Focal point of picture 1: 20% from the left, 75% from the top"),
  ).toBeVisible();
  await expectAccessible(page);
  // The keyboard's way, beside the tap: the second percentage typed.
  await page.getByLabel("Focus from the top (%)").first().fill("40");
  await save(page);
  await expect.poll(() => site.read(file)).toContain("    focus: 20% 40%\n");

  await page
    .getByRole("navigation", { name: "Studio" })
    .getByRole("link", { name: /^Publish/ })
    .click();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Published", exact: true, level: 2 })).toBeVisible(
    {
      timeout: buildTimeout,
    },
  );
  for (const address of ["/category/photography", "/portfolio"]) {
    await gotoHydrated(page, address);
    const lead = page.locator('a[href="/project/harbour-lights"] img').first();
    await expect(lead).toHaveCSS("object-position", "20% 40%");
  }

  // Reset to centre takes the line out: the file is as it was.
  await gotoHydrated(page, "/studio/projects/harbour-lights");
  // A picture with a focal point shows it opened.
  await expect(
    page.getByText("Focal point of picture 1: 20% from the left, 40% from the top"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Reset to centre" }).first().click();
  await save(page);
  await expect.poll(() => site.read(file)).toBe(before);
});
