// A crash does not depend on the viewport: desktop project only.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { groupRunning } from "../../../server/testing/process-group.ts";
import { failedResourceLoad } from "../fixtures.ts";
import { expect, test } from "./publishing-site.ts";

const project = `---
title: Night Ferry
year: "2026"
category: photography
type: image
images:
  - file: 01.jpg
    alt: Lights of a ferry crossing dark water.
---
The last crossing of the night.
`;

test("a server killed during a publish leaves the old build served, and the next publish works", async ({
  page,
  site,
  pageErrors,
}) => {
  test.setTimeout(300_000);
  // The page's progress stream and its next request meet the killed server.
  pageErrors.allow(failedResourceLoad);
  site.write("projects/night-ferry/project.md", project);
  site.write(
    "projects/night-ferry/01.jpg",
    readFileSync(join(site.contentDir, "projects/harbour-lights/01.jpg")),
  );
  const before = site.liveRelease();
  await site.signIn(page);
  await page
    .getByRole("navigation", { name: "Studio" })
    .getByRole("link", { name: /^Publish/ })
    .click();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  // React Router's build, a process of the build's own group, is running now.
  await expect(
    page
      .getByRole("list", { name: "Steps" })
      .getByRole("listitem")
      .filter({ hasText: "Making the pages: in progress" }),
  ).toBeVisible({ timeout: 150_000 });
  const lock = JSON.parse(readFileSync(join(site.buildDir, ".build.lock"), "utf8")) as {
    pid: number;
  };
  expect(groupRunning(lock.pid)).toBe(true);

  await site.stop("SIGKILL");
  // The build notices its server is gone and ends, React Router's build with it.
  await expect.poll(() => groupRunning(lock.pid), { timeout: 30_000 }).toBe(false);
  expect(site.liveRelease()).toBe(before);
  expect(readdirSync(join(site.buildDir, "releases"))).toEqual([before]);

  const url = await site.restart();
  const missing = await page.request.get(`${url}/project/night-ferry`);
  expect(missing.status()).toBe(404);
  const home = await page.request.get(`${url}/`);
  expect(home.headers()["x-site-release"]).toBe(before);

  // The same session, on the restarted server: the next publish takes over the dead build's lock.
  await page.goto(`${url}/studio/publish`);
  await expect(page.getByRole("heading", { name: "1 change not published yet" })).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Published", exact: true, level: 2 })).toBeVisible(
    {
      timeout: 150_000,
    },
  );
  expect(site.liveRelease()).not.toBe(before);
  const published = await page.request.get(`${url}/project/night-ferry`);
  expect(published.status()).toBe(200);
});
