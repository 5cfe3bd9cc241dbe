// Phone first: this flow runs at a phone's size; every Studio screen is checked at a desktop's
// width in screens.desktop.spec.ts (decision 014).
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { e2eSite } from "../../fixtures/e2e-site.ts";
import { failedResourceLoad, gotoHydrated } from "../fixtures.ts";
import { openPublish, publishAndWait } from "./publish-steps.ts";
import { expect, test } from "./publishing-site.ts";

/** A build takes seconds to a minute on a busy machine; this test waits for two. */
const buildTimeout = 150_000;

/**
 * The next whole minute at least `leadMs` ahead: a live time is written to the minute. The lead
 * covers saving and the start of the publish, whose build must still find the project ahead.
 */
function nextMinute(leadMs: number): number {
  return Math.ceil((Date.now() + leadMs) / 60_000) * 60_000;
}

test("a project published to go live a few seconds ahead stays off the site, then the server publishes it by itself", async ({
  page,
  site,
  pageErrors,
}) => {
  test.setTimeout(3 * buildTimeout);
  pageErrors.allow(failedResourceLoad);
  // A finished project, as the artist would leave it in the content folder.
  const picture = join(resolve(e2eSite.contentDir), "projects/drift-lines/01.jpg");
  site.write("projects/tide-pools/01.jpg", readFileSync(picture));
  site.write(
    "projects/tide-pools/project.md",
    "---\ntitle: Tide Pools\nyear: 2026\ncategory: photography\ntype: image\nimages:\n  - file: 01.jpg\n    alt: Pools left by the tide on dark sand.\n---\nLow water.\n",
  );
  await site.signIn(page);

  // The site's time zone is UTC (site.yaml names none), as toISOString writes a time.
  const moment = nextMinute(25_000);
  const local = new Date(moment).toISOString().slice(0, 16);
  await gotoHydrated(page, "/studio/projects/tide-pools");
  await expect(
    page.getByText("Time in UTC, the site's time zone.", { exact: false }),
  ).toBeVisible();
  await page.getByLabel("Goes live at").fill(local);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Everything is saved")).toBeVisible();
  expect(site.read("projects/tide-pools/project.md")).toContain(
    `\nliveFrom: ${local.replace("T", " ")}\n`,
  );
  await gotoHydrated(page, "/studio/projects");
  const item = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: "Tide Pools" }) });
  await expect(item.getByText(/^Goes live \d+ \w+ \d{4}, \d\d:\d\d$/)).toBeVisible();

  // Published before its moment: the build holds it back.
  await openPublish(page);
  await publishAndWait(page, buildTimeout);
  expect((await page.request.get("/project/tide-pools")).status()).toBe(404);

  // At its moment the server publishes by itself, with nobody in the Studio.
  await expect
    .poll(async () => (await page.request.get("/project/tide-pools")).status(), {
      timeout: moment - Date.now() + buildTimeout,
      intervals: [1000],
    })
    .toBe(200);
  await gotoHydrated(page, "/project/tide-pools");
  await expect(page.getByRole("heading", { name: "Tide Pools", level: 1 })).toBeVisible();

  // The Studio's list of versions tells this publish from the owner's own.
  await gotoHydrated(page, "/studio/projects");
  await openPublish(page);
  await expect(page.getByTestId("version").first()).toContainText(
    "Published at a project's set time: Tide Pools added",
  );
  await expect(page.getByTestId("version").nth(1)).toContainText(/Published: /);
});
