// Phone first: this flow runs at a phone's size; every Studio screen is checked at a desktop's
// width in screens.desktop.spec.ts (decision 014).
import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { e2eSite } from "../../fixtures/e2e-site.ts";
import { failedResourceLoad, gotoHydrated } from "../fixtures.ts";
import { openPublish, publishAndWait } from "./publish-steps.ts";
import { expect, test } from "./publishing-site.ts";
import { expectAccessible } from "./studio-screen-checks.ts";

/** A build takes seconds to a minute on a busy machine; this test builds twice. */
const buildTimeout = 150_000;

test("a new project stays a draft out of a publish until it is marked ready, then goes live", async ({
  page,
  site,
  pageErrors,
}) => {
  test.setTimeout(3 * buildTimeout);
  pageErrors.allow(failedResourceLoad);
  const picture = join(mkdtempSync(join(tmpdir(), "draft-picture-")), "tide.jpg");
  copyFileSync(join(resolve(e2eSite.contentDir), "projects/drift-lines/01.jpg"), picture);
  await site.signIn(page);

  // A new project with one picture, not described yet: a draft, saved as it is.
  await gotoHydrated(page, "/studio/projects");
  await page.getByRole("button", { name: "New project" }).click();
  await page.getByLabel("Title").fill("Tide Pools");
  await page.getByRole("button", { name: "Make the project" }).click();
  await expect(page.getByRole("heading", { name: "Tide Pools", level: 1 })).toBeFocused();
  const ready = page.getByRole("checkbox", { name: "Ready to publish" });
  await expect(ready).not.toBeChecked();
  await page.getByLabel("Add pictures").setInputFiles(picture);
  await expect(page.getByText("Added", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText("Needed before publishing: every image needs alt text"),
  ).toBeVisible();
  expect(site.read("projects/tide-pools/project.md")).toContain("\ndraft: true\n");
  await gotoHydrated(page, "/studio/projects");
  const item = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: "Tide Pools" }) });
  await expect(item.getByText("Draft", { exact: true })).toBeVisible();

  // Another change publishes; the draft is listed apart and left out.
  const about = site.read("about.md");
  site.write(
    "about.md",
    about.replace("I work between drawing", "Back from the coast. I work between drawing"),
  );
  await openPublish(page);
  await expect(page.getByRole("heading", { name: "1 change not published yet" })).toBeVisible();
  const drafts = page.getByRole("region", { name: /^Drafts, not published/ });
  await expect(drafts.getByTestId("draft")).toHaveText(
    /Tide Pools\s*1 thing to do before it is ready/,
  );
  await expect(page.getByText(/Publishing now would stop/)).toHaveCount(0);
  await expectAccessible(page);
  await publishAndWait(page, buildTimeout);
  expect((await page.request.get("/project/tide-pools")).status()).toBe(404);
  expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain("tide-pools");
  await gotoHydrated(page, "/about");
  await expect(page.getByText("Back from the coast.")).toBeVisible();

  // Described and marked ready, it goes live with the next publish.
  await gotoHydrated(page, "/studio/projects/tide-pools");
  await page.getByLabel("Alt text for picture 1").fill("Pools left by the tide on dark sand.");
  await ready.check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Everything is saved")).toBeVisible();
  expect(site.read("projects/tide-pools/project.md")).not.toContain("draft:");
  await openPublish(page);
  await expect(page.getByTestId("change").filter({ hasText: "Tide Pools" })).toContainText(
    "New project: Tide Pools",
  );
  await expect(page.getByRole("region", { name: /^Drafts, not published/ })).toHaveCount(0);
  await publishAndWait(page, buildTimeout);
  await gotoHydrated(page, "/project/tide-pools");
  await expect(page.getByRole("heading", { name: "Tide Pools", level: 1 })).toBeVisible();
  await expect(page.getByText("Draft, not published")).toHaveCount(0);
});
