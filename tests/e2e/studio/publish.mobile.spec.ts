// Phone first: this flow runs at a phone's size; every Studio screen is checked at a desktop's
// width in screens.desktop.spec.ts (decision 014).
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Page } from "@playwright/test";
import { groupRunning } from "../../../server/testing/process-group.ts";
import { e2eSite } from "../../fixtures/e2e-site.ts";
import { failedResourceLoad, gotoHydrated } from "../fixtures.ts";
import { expect, type PublishingSite, test } from "./publishing-site.ts";
import { expectAccessible } from "./studio-screen-checks.ts";

/** A build takes seconds to a minute on a busy machine; each test builds once or twice. */
const buildTimeout = 150_000;

const fixturePicture = (name: string) =>
  readFileSync(join(resolve(e2eSite.contentDir), "projects/drift-lines", name));

const newProject = `---
title: Tide Marks
year: "2026"
category: painting
type: image
medium: Ink on paper
images:
  - file: 01.jpg
    alt: A red line drifting through blue water, as the tide left it.
  - file: 02.jpg
    alt: Red and orange lines crossing in deep blue water.
---
Marks the tide leaves on paper laid out on the sand overnight.
`;

function publishLink(page: Page) {
  return page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: /^Publish/ });
}

function changeItem(page: Page, title: string) {
  return page.getByTestId("change").filter({ hasText: title });
}

async function openPublish(page: Page): Promise<void> {
  await publishLink(page).click();
  await expect(page.getByRole("heading", { name: "Publish", exact: true })).toBeFocused();
}

/**
 * Waits for the running job to finish, with the headline it ends with; if it does not, the
 * failure says what the job shows instead (its headline, steps and message).
 */
async function jobEnds(page: Page, headline: string | RegExp): Promise<void> {
  try {
    await expect(page.getByRole("heading", { name: headline, exact: true, level: 2 })).toBeVisible({
      timeout: buildTimeout,
    });
  } catch (error) {
    const job = page.locator('section[aria-labelledby="job-heading"]');
    const shown = await job.innerText({ timeout: 1000 }).catch(() => "(no job shown)");
    throw new Error(`${(error as Error).message}\nThe job shows:\n${shown}`);
  }
}

/**
 * Puts `opening` before the About page's "I work between drawing" in the content folder, as an
 * edit made by hand; returns the page's new text.
 */
function editAbout(site: PublishingSite, opening: string): string {
  const text = site
    .read("about.md")
    .replace("I work between drawing", `${opening} I work between drawing`);
  site.write("about.md", text);
  return text;
}

test("changes made in the content folder are listed, published with their progress and live on the site", async ({
  page,
  site,
  context,
}) => {
  test.setTimeout(4 * buildTimeout);
  // As the Studio's editor would: a new project with two pictures, and an edited one.
  site.write("projects/tide-marks/project.md", newProject);
  site.write("projects/tide-marks/01.jpg", fixturePicture("01.jpg"));
  site.write("projects/tide-marks/02.jpg", fixturePicture("02.jpg"));
  const harbour = site.read("projects/harbour-lights/project.md");
  site.write(
    "projects/harbour-lights/project.md",
    harbour.replace(
      "when only the lamps are working.",
      "when only the lamps are working, and the gulls.",
    ),
  );
  const before = site.liveRelease();

  await site.signIn(page);
  await expect(publishLink(page)).toHaveAccessibleName("Publish (2 changes not published)");
  await openPublish(page);
  await expect(page.getByRole("heading", { name: "2 changes not published yet" })).toBeVisible();
  await expect(changeItem(page, "Tide Marks")).toContainText("New project: Tide Marks");
  await expect(changeItem(page, "Tide Marks")).toContainText("its text and 2 pictures");
  await expect(changeItem(page, "Harbour Lights")).toContainText("Changed: Harbour Lights");
  await expect(changeItem(page, "Harbour Lights")).toContainText("text changed");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  // The button made way for the progress, which takes the focus.
  await expect(page.getByRole("heading", { name: "Publishing…" })).toBeFocused();
  const steps = page.getByRole("list", { name: "Steps" });
  await expect(steps.getByText("Checking the content")).toBeVisible();
  // The pages take seconds to make: the progress is followed as it goes.
  await expect(
    steps.getByRole("listitem").filter({ hasText: "Making the pages: in progress" }),
  ).toBeVisible({
    timeout: buildTimeout,
  });
  await expect(
    steps.getByRole("listitem").filter({ hasText: "Preparing the pictures: done" }),
  ).toContainText("taken from the cache");
  await expectAccessible(page);

  // Another window of the Studio sees the build running, not a second Publish button.
  const other = await context.newPage();
  await gotoHydrated(other, "/studio/publish");
  await expect(other.getByText("A build is running; its progress is below.")).toBeVisible();
  await expect(other.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
  await expect(other.getByRole("heading", { name: "Publishing…" })).toBeVisible();
  await other.close();

  await jobEnds(page, "Published");
  await expect(page.getByRole("heading", { name: "Nothing to publish" })).toBeVisible();
  await expect(publishLink(page)).toHaveAccessibleName("Publish");
  await expect(page.getByTestId("version").first()).toContainText("(on the site now)");
  await expect(page.getByTestId("version").first()).toContainText(
    "Published: Harbour Lights changed, Tide Marks added",
  );
  await expectAccessible(page);
  expect(site.liveRelease()).not.toBe(before);

  // The live site, without a restart: Portfolio, the category, the project, the sitemap.
  await gotoHydrated(page, "/portfolio");
  await expect(page.getByRole("link", { name: /Tide Marks/ }).first()).toBeVisible();
  await gotoHydrated(page, "/category/painting");
  await expect(page.getByRole("link", { name: /Tide Marks/ }).first()).toBeVisible();
  await gotoHydrated(page, "/project/tide-marks");
  await expect(page.getByRole("heading", { name: "Tide Marks" })).toBeVisible();
  await gotoHydrated(page, "/project/harbour-lights");
  await expect(page.getByText("and the gulls.")).toBeVisible();
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/project/tide-marks</loc>");
});

test("a change that fails the build leaves the site as it was and shows the problem beside the project", async ({
  page,
  site,
  pageErrors,
}) => {
  test.setTimeout(2 * buildTimeout);
  pageErrors.allow(failedResourceLoad);
  const harbour = site.read("projects/harbour-lights/project.md");
  const secondAlt =
    "    alt: Two lamps on the quay at night and one moored boat below them on the dark water.\n";
  expect(harbour).toContain(secondAlt);
  site.write("projects/harbour-lights/project.md", harbour.replace(secondAlt, ""));
  const before = site.liveRelease();

  await site.signIn(page);
  await openPublish(page);
  // What the Studio knows the build will refuse is said before publishing.
  const toDo = page.getByRole("list", { name: "To do in Harbour Lights before publishing" });
  await expect(toDo).toContainText(
    "Needed before publishing: Alt text of picture 2: every image needs alt text",
  );
  await expect(toDo.getByRole("link", { name: "Do it in Harbour Lights" })).toHaveAttribute(
    "href",
    "/studio/projects/harbour-lights?field=images.1.alt",
  );
  await expect(
    page.getByText("Publishing now would stop at what is needed above", { exact: false }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await jobEnds(page, "Not published");
  await expect(page.getByRole("alert")).toContainText("The site being served is unchanged.");
  await expect(page.getByRole("list", { name: "Steps" })).toContainText(
    "Checking the content: stopped here",
  );
  // The steps it did not reach will not run: not done, rather than waiting.
  await expect(page.getByRole("list", { name: "Steps" })).toContainText(
    "Preparing the pictures: not done",
  );
  await expect(page.getByTestId("build-error")).toContainText(
    "projects/harbour-lights/project.md: images.1.alt: every image needs alt text",
  );
  const problems = page.getByRole("list", { name: "Problems in Harbour Lights" });
  // Beside the project, the field in the form's words rather than the file's.
  await expect(problems).toContainText("Alt text of picture 2: every image needs alt text");
  // Said once, as what stopped the publish, not again as a thing to do.
  await expect(toDo).toHaveCount(0);
  await expect(page.getByText("has been mended since")).toHaveCount(0);
  await expect(problems.getByRole("link", { name: "Fix it in Harbour Lights" })).toHaveAttribute(
    "href",
    "/studio/projects/harbour-lights?field=images.1.alt",
  );
  await expectAccessible(page);
  await problems.getByRole("link", { name: "Fix it in Harbour Lights" }).click();
  const altText = page.getByRole("textbox", { name: "Alt text for picture 2" });
  await expect(altText).toBeFocused();
  await expect(altText).toHaveAccessibleDescription(/every image needs alt text/);

  // Mended, the problem is no longer said beside the project; the failed publish still is.
  await altText.fill("Two lamps on the quay at night.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Saved.");
  await openPublish(page);
  await expect(
    page.getByRole("heading", { name: "Not published", exact: true, level: 2 }),
  ).toBeVisible();
  await expect(page.getByTestId("change")).toContainText("Harbour Lights");
  await expect(page.getByRole("list", { name: "Problems in Harbour Lights" })).toHaveCount(0);
  await expect(
    page.getByRole("list", { name: "To do in Harbour Lights before publishing" }),
  ).toHaveCount(0);
  await expect(
    page.getByText(
      "What stopped this publish has been mended since: publish again when you are ready.",
    ),
  ).toBeVisible();

  expect(site.liveRelease()).toBe(before);
  await gotoHydrated(page, "/project/harbour-lights");
  await expect(
    page
      .getByRole("img", {
        name: "Two lamps on the quay at night and one moored boat below them on the dark water.",
      })
      .first(),
  ).toBeVisible();
});

test("progress that breaks off midway is taken up again and followed to the end", async ({
  page,
  site,
  pageErrors,
}) => {
  test.setTimeout(2 * buildTimeout);
  editAbout(site, "These days");
  await site.signIn(page);
  await openPublish(page);
  // The first progress stream fails, as it may on a phone between two networks.
  pageErrors.allow(/^Failed to load resource: net::ERR_CONNECTION_RESET$/);
  let streams = 0;
  await page.route("**/api/studio/publish/progress", async (route) => {
    streams += 1;
    if (streams === 1) await route.abort("connectionreset");
    else await route.continue();
  });
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await jobEnds(page, "Published");
  expect(streams).toBe(2);
  await expect(page.getByRole("list", { name: "Steps" })).toContainText("Making the pages: done");
  await expect(page.getByRole("heading", { name: "Nothing to publish" })).toBeVisible();
});

test("the owner stops a build midway: the site and the content stay as they were, and the next publish goes through", async ({
  page,
  site,
}) => {
  test.setTimeout(2 * buildTimeout);
  const changed = editAbout(site, "This winter");
  const before = site.liveRelease();
  await site.signIn(page);
  await openPublish(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const steps = page.getByRole("list", { name: "Steps" });
  // React Router's build, a process of the build's own group, is running now.
  await expect(steps).toContainText("Making the pages: in progress", { timeout: buildTimeout });
  const lock = JSON.parse(readFileSync(join(site.buildDir, ".build.lock"), "utf8")) as {
    pid: number;
  };

  await page.getByRole("button", { name: "Stop the build" }).click();
  await jobEnds(page, "Publishing stopped");
  await expect(page.locator("#job-heading")).toBeFocused();
  await expect(page.getByRole("status").first()).toHaveText(
    "Publishing stopped: the site being served is unchanged.",
  );
  await expect(page.getByRole("alert")).toContainText(
    "The site being served is unchanged.You stopped the build before it had finished.",
  );
  // What it did not finish is not done; nothing failed.
  await expect(steps).toContainText("Making the pages: not done");
  await expect(steps).not.toContainText("stopped here");
  await expect(page.getByRole("button", { name: "Stop the build" })).toHaveCount(0);
  expect(groupRunning(lock.pid)).toBe(false);
  expect(site.liveRelease()).toBe(before);
  expect(readdirSync(join(site.buildDir, "releases"))).toEqual([before]);
  expect(site.read("about.md")).toBe(changed);
  await expect(page.getByRole("heading", { name: "1 change not published yet" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await jobEnds(page, "Published");
  await gotoHydrated(page, "/about");
  await expect(page.getByText("This winter I work between drawing")).toBeVisible();
});

test("a preview is seen only in the owner's browser, with a notice, until it is published", async ({
  page,
  site,
  browser,
}) => {
  test.setTimeout(2 * buildTimeout);
  editAbout(site, "Lately");

  await site.signIn(page);
  await openPublish(page);
  await page.getByRole("button", { name: "Preview first" }).click();
  await expect(page.getByRole("heading", { name: "Building a preview…" })).toBeVisible();
  await jobEnds(page, "The preview is ready");
  const steps = page.getByRole("list", { name: "Steps" });
  await expect(steps).toContainText("Keeping the preview aside: done");
  await expect(
    page.getByRole("heading", { name: "A preview is open in this browser" }),
  ).toBeVisible();
  // Nothing is published: the change is still waiting.
  await expect(page.getByRole("heading", { name: "1 change not published yet" })).toBeVisible();
  await expectAccessible(page);

  // The owner's browser: the preview, with its notice, hydrated without a hitch.
  await page.getByRole("link", { name: "Open the preview" }).click();
  await gotoHydrated(page, "/about");
  await expect(page.getByText("Lately I work between drawing")).toBeVisible();
  const notice = page.getByRole("complementary", { name: "Preview" });
  await expect(notice).toContainText("Not on the live site");
  await expectAccessible(page);
  // Moving through the site keeps the notice; it folds down to one word and opens again.
  await page.getByRole("banner").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(notice).toBeVisible();
  await notice.getByText("Preview", { exact: true }).click();
  await expect(notice.getByRole("link")).toBeHidden();
  await notice.getByText("Preview", { exact: true }).click();

  // Anyone else: the live site, no notice.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${site.url}/about`);
  await expect(visitorPage.getByText("I work between drawing").first()).toBeVisible();
  await expect(visitorPage.getByText("Lately I work")).toHaveCount(0);
  await expect(visitorPage.getByRole("complementary", { name: "Preview" })).toHaveCount(0);

  // Published as it was seen, in one click, for everyone.
  await notice.getByRole("link", { name: "Publish it or leave the preview" }).click();
  await expect(page.getByRole("heading", { name: "Publish", exact: true })).toBeFocused();
  await page.getByRole("button", { name: "Publish this preview" }).click();
  await jobEnds(page, "Published");
  // The button went with the preview: the focus went on to the publish it started.
  await expect(page.locator("#job-heading")).toBeFocused();
  await expect(page.getByRole("status").first()).toHaveText("Published: the site shows it now.");
  await expect(page.getByRole("heading", { name: "Nothing to publish" })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "A preview is open in this browser" }),
  ).toHaveCount(0);
  await expectAccessible(page);
  await visitorPage.goto(`${site.url}/about`);
  await expect(visitorPage.getByText("Lately I work between drawing")).toBeVisible();
  await visitor.close();
});

test("going back to an earlier version says what will happen, keeps the content as it is first, and restores site and folder", async ({
  page,
  site,
}) => {
  test.setTimeout(2 * buildTimeout);
  const original = site.read("about.md");
  editAbout(site, "Since spring");
  await site.signIn(page);
  await openPublish(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await jobEnds(page, "Published");
  // An edit not published yet.
  site.write(
    "about.md",
    original.replace("I work between drawing", "Unpublished: I work between drawing"),
  );

  // The first version: the fixture site as it was served.
  const versions = page.getByTestId("version");
  await expect(versions).toHaveCount(2);
  await versions
    .last()
    .getByRole("link", { name: /^Go back to this version/ })
    .click();
  await expect(page.getByRole("heading", { name: /^Go back to the version of / })).toBeFocused();
  await expect(page.getByText("What you have saved now is kept first")).toBeVisible();
  await expect(page.getByText("The site shows that version at once.")).toBeVisible();
  await expect(page.getByText("which undoes these changes:")).toBeVisible();
  await expect(page.getByTestId("undone")).toHaveText(["Changed since: About pagetext changed"]);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Go back to this version" }).click();
  await expect(page.getByRole("heading", { name: "Publish", exact: true })).toBeVisible();
  await jobEnds(page, /^Back to the version of /);
  await expect(page.getByRole("heading", { name: "Nothing to publish" })).toBeVisible();
  await expect(versions).toHaveCount(4);
  await expect(versions.nth(0)).toContainText("Went back to the version of");
  await expect(versions.nth(0)).toContainText("(on the site now)");
  await expect(versions.nth(1)).toContainText("Kept before going back");
  // Two versions of the same minute, told apart by what they are.
  await expect(versions.nth(0).getByRole("link")).toHaveAccessibleName(
    /^See this version of .+, went back$/,
  );
  await expect(versions.nth(1).getByRole("link")).toHaveAccessibleName(
    /^Go back to this version of .+, kept before going back$/,
  );
  await expectAccessible(page);

  expect(site.read("about.md")).toBe(original);
  await gotoHydrated(page, "/about");
  await expect(page.getByText("I work between drawing").first()).toBeVisible();
  await expect(page.getByText("Since spring")).toHaveCount(0);
});
