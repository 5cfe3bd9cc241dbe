// Phone first: this flow runs at a phone's size; every Studio screen is checked at a desktop's
// width in screens.desktop.spec.ts (decision 014).
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { locationIn } from "../../../core/images/metadata/picture-location.server.ts";
import { cameraJpeg } from "../../../server/testing/camera-jpeg.ts";
import { withCameraMetadata } from "../../fixtures/camera-pictures.ts";
import { failedResourceLoad, gotoHydrated } from "../fixtures.ts";
import { expectAccessible, signIn } from "./studio-screen-checks.ts";
import { expect, ownerPassword, type StudioServer, test } from "./studio-server.ts";

/** The pictures of a project as its form lists them, by their file names. */
function pictureNames(page: Page): Promise<string[]> {
  return page
    .getByRole("list", { name: "Pictures, in the order the project page shows them" })
    .getByRole("listitem")
    .locator("p.text-sm .text-muted")
    .allTextContents();
}

/** Sets the owner's password, signs in and opens the form of project `id`. */
async function openProjectAsOwner(page: Page, studio: StudioServer, id: string) {
  await studio.setPassword();
  await signIn(page);
  await gotoHydrated(page, `/studio/projects/${id}`);
}

function projectFile(contentDir: string, id: string): string {
  return readFileSync(join(contentDir, "projects", id, "project.md"), "utf8");
}

/**
 * Moves the item whose handle has the focus with the keyboard, as a screen reader user would:
 * each key once the previous step has been announced.
 */
async function moveByKeyboard(page: Page, name: string, keys: string[], to: string) {
  const live = page.locator('[aria-live="assertive"]');
  await page.keyboard.press("Space");
  await expect(live).toContainText(`Picked up ${name}`);
  for (const key of keys) {
    const before = await live.textContent();
    await page.keyboard.press(key);
    await expect(live).not.toHaveText(before ?? "");
  }
  await expect(live).toContainText(`is over ${to}`);
  await page.keyboard.press("Space");
  await expect(live).toContainText(`put down at ${to}`);
}

/**
 * Picks up the item whose handle has the focus, presses `key` past an end of the list, finds
 * `said` in the Studio's status and puts the item back.
 */
async function pressPastEnd(page: Page, name: string, key: string, said: string) {
  const live = page.locator('[aria-live="assertive"]');
  await page.keyboard.press("Space");
  await expect(live).toContainText(`Picked up ${name}`);
  await page.keyboard.press(key);
  await expect(page.getByRole("status").first()).toHaveText(said);
  await page.keyboard.press("Escape");
  await expect(live).toContainText("Moving cancelled");
}

/**
 * Drags a handle onto another item's place with the mouse (or a finger, as pointer events),
 * in small steps as a hand would; both are brought into the window first.
 */
async function drag(page: Page, handle: Locator, target: Locator): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: "start" }));
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("nothing to drag");
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y - 10, { steps: 4 });
  await page.mouse.move(x, to.y + 10, { steps: 12 });
  await page.mouse.up();
}

test("the owner makes a project with two uploaded pictures, describes and orders them, and finds it listed", async ({
  page,
  studio,
  pageErrors,
}) => {
  test.slow();
  pageErrors.allow(failedResourceLoad);
  await studio.setPassword();
  const files = mkdtempSync(join(tmpdir(), "studio-upload-"));
  // A 20-megapixel photograph, as a camera makes them, saying where it was taken, and a small PNG.
  const large = join(files, "DSC_0412.jpg");
  const photograph = await withCameraMetadata(await cameraJpeg(5472, 3648));
  writeFileSync(large, photograph);
  const small = join(files, "detail.png");
  await sharp(await sharp(large).resize(400).toBuffer())
    .png()
    .toFile(small);

  await signIn(page);
  await page.getByRole("link", { name: "Projects" }).click();
  await expect(page.getByRole("heading", { name: "Projects", level: 1 })).toBeFocused();
  await expect(page.getByRole("heading", { name: "Photography", level: 2 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Harbour Lights" })).toBeVisible();
  await expect(page.getByText("Unpublished changes")).toHaveCount(0);
  await expectAccessible(page);

  // A new project: its address is proposed from its title.
  await page.getByRole("button", { name: "New project" }).click();
  await expect(page.getByLabel("Title")).toBeFocused();
  // Problems said of the title and its address go once the title is written.
  await page.getByRole("button", { name: "Make the project" }).click();
  await expect(page.getByLabel("Title")).toHaveAccessibleDescription(/the title must not be empty/);
  await expect(page.getByLabel("Address")).toHaveAccessibleDescription(
    /^The project's page address, made from its title\. /,
  );
  // A title already used is said, not refused: a second project of the same name may be meant.
  await page.getByLabel("Title").fill("harbour lights ");
  await expect(page.getByLabel("Title")).toHaveAccessibleDescription(
    "Another project is called Harbour Lights already (at /project/harbour-lights): this one would be a second of that name.",
  );
  await page.getByLabel("Title").fill("Night Swim");
  await expect(page.getByLabel("Title")).toHaveAccessibleDescription("");
  await expect(page.getByLabel("Address")).toHaveValue("night-swim");
  await expect(page.getByLabel("Address")).toHaveAccessibleDescription(
    /^The project's page will be at \/project\/night-swim\. /,
  );
  await expectAccessible(page);
  await page.getByRole("button", { name: "Make the project" }).click();
  await expect(page.getByRole("heading", { name: "Night Swim", level: 1 })).toBeFocused();
  await expect(
    page.getByText("Needed before publishing: a project needs at least one image"),
  ).toBeVisible();
  await expectAccessible(page);

  // Both pictures chosen at once; the second part of the large one waits, to see its progress.
  let releasePart = () => {};
  const held = new Promise<void>((resolve) => {
    releasePart = resolve;
  });
  await page.route(/\/api\/studio\/uploads\/[0-9a-f]+\?offset=[1-9]/, async (route) => {
    await held;
    await route.continue();
  });
  // The large picture's preview, made on its first request, waits too.
  let releasePreview = () => {};
  const previewHeld = new Promise<void>((resolve) => {
    releasePreview = resolve;
  });
  await page.route(
    /\/api\/studio\/preview\?path=projects%2Fnight-swim%2F01\.jpg$/,
    async (route) => {
      await previewHeld;
      await route.continue();
    },
  );
  await page.getByLabel("Add pictures").setInputFiles([large, small]);
  const progress = page.getByRole("progressbar", { name: "Sending DSC_0412.jpg" });
  await expect(progress).toBeVisible();
  await expect(page.getByText(/^Sending: 4\.0 MB of \d+\.\d MB$/)).toBeVisible();
  await expect(page.getByText("Waiting", { exact: true })).toBeVisible();
  await expectAccessible(page);
  releasePart();
  await expect(page.getByText("Added", { exact: true })).toHaveCount(2, { timeout: 30_000 });
  expect(await pictureNames(page)).toEqual(["01.jpg", "02.png"]);
  // Until a new picture's preview shows, its box says it is being prepared: the small
  // picture's preview comes as soon as the server has made it, the held one's not.
  const preparing = page.getByText("Preparing the preview…");
  await expect(page.locator('img[src$="night-swim%2F02.png"]')).toBeVisible();
  await expect(preparing).toHaveCount(1);
  const firstPreview = page.locator('img[src$="night-swim%2F01.jpg"]');
  await expect(firstPreview).toBeHidden();
  releasePreview();
  await expect(preparing).toHaveCount(0);
  await expect(firstPreview).toBeVisible();
  expect(await firstPreview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    0,
  );
  const altNeeded = page.getByText("Needed before publishing: every image needs alt text");
  await expect(altNeeded).toHaveCount(2);
  await expectAccessible(page);

  // Alt text, written and saved.
  await page
    .getByLabel("Alt text for picture 1")
    .fill("A swimmer's arm breaking the dark surface of a lake.");
  await page.getByLabel("Alt text for picture 2").fill("Wet footprints on a wooden jetty.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Saved.");
  await expect(altNeeded).toHaveCount(0);
  // The photograph is kept without the place it was taken: its picture data and profile as sent.
  const stored = readFileSync(join(studio.contentDir, "projects", "night-swim", "01.jpg"));
  expect(locationIn(photograph)).toEqual(["exif", "xmp", "iptc"]);
  expect(locationIn(stored)).toEqual([]);
  const scan = (jpeg: Buffer) => jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xda])));
  expect(scan(stored).equals(scan(photograph))).toBe(true);
  expect((await sharp(stored).metadata()).icc).toEqual((await sharp(photograph).metadata()).icc);
  expect(projectFile(studio.contentDir, "night-swim")).toContain(
    "images:\n  - file: 01.jpg\n    alt: A swimmer's arm breaking the dark surface of a lake.\n  - file: 02.png\n    alt: Wet footprints on a wooden jetty.\n",
  );

  // By keyboard: the first picture picked up, moved down one place and put down.
  await page.getByRole("button", { name: "Move picture 1, 01.jpg" }).focus();
  await moveByKeyboard(page, "picture 1, 01.jpg", ["ArrowDown"], "position 2 of 2");
  await expect.poll(() => pictureNames(page)).toEqual(["02.png", "01.jpg"]);
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  // Back again with a button, the focus following the picture that moved.
  await page.getByRole("button", { name: "Make picture 2 the lead" }).click();
  await expect.poll(() => pictureNames(page)).toEqual(["01.jpg", "02.png"]);
  await expect(page.getByLabel("Alt text for picture 1")).toBeFocused();
  await page.getByRole("button", { name: "Move picture 1, 01.jpg" }).focus();
  await moveByKeyboard(page, "picture 1, 01.jpg", ["ArrowDown"], "position 2 of 2");
  await expect.poll(() => pictureNames(page)).toEqual(["02.png", "01.jpg"]);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Everything is saved")).toBeVisible();
  expect(projectFile(studio.contentDir, "night-swim")).toMatch(
    /- file: 02\.png[\s\S]*- file: 01\.jpg/,
  );

  // By drag: the second picture dragged back to the top.
  const items = page
    .getByRole("list", { name: "Pictures, in the order the project page shows them" })
    .getByRole("listitem");
  await drag(page, page.getByRole("button", { name: "Move picture 2, 01.jpg" }), items.first());
  await expect.poll(() => pictureNames(page)).toEqual(["01.jpg", "02.png"]);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Everything is saved")).toBeVisible();
  expect(projectFile(studio.contentDir, "night-swim")).toMatch(
    /- file: 01\.jpg[\s\S]*- file: 02\.png/,
  );
  await expectAccessible(page);

  // The list: in its category, with its lead picture, year, count and its mark: a new project
  // is a draft until it is marked ready.
  await page.getByRole("link", { name: "All projects" }).click();
  const item = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: "Night Swim" }) });
  await expect(item).toContainText(/\d{4} · 2 pictures/);
  await expect(item.getByText("Draft", { exact: true })).toBeVisible();
  const thumbnail = item.locator("img");
  await expect(thumbnail).toHaveAttribute(
    "src",
    "/api/studio/preview?path=projects%2Fnight-swim%2F01.jpg",
  );
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const group = page.getByRole("region", { name: "Illustration and Print" });
  await expect(group.getByRole("link", { name: "Night Swim" })).toBeVisible();
  await expectAccessible(page);
});

test("a picture moved down by keyboard is in sight once put down, clear of the Save bar; an arrow key past an end of the list is said", async ({
  page,
  studio,
}) => {
  await openProjectAsOwner(page, studio, "harbour-lights");
  await expect(page.getByRole("heading", { name: "Harbour Lights", level: 1 })).toBeVisible();
  // Up from the top moves nothing, and that is said.
  await page.getByRole("button", { name: "Move picture 1, 01.jpg" }).focus();
  await pressPastEnd(
    page,
    "picture 1, 01.jpg",
    "ArrowUp",
    "picture 1, 01.jpg is already at position 1 of 5, the first place.",
  );
  // Down three places: past the middle of a phone's screen, where the page scrolls along.
  await moveByKeyboard(
    page,
    "picture 1, 01.jpg",
    ["ArrowDown", "ArrowDown", "ArrowDown"],
    "position 4 of 5",
  );
  // Put down, it is named by its new place, as its handle is from then on.
  await expect(page.locator('[aria-live="assertive"]')).toHaveText(
    "picture 4, 01.jpg put down at position 4 of 5.",
  );
  await expect
    .poll(() => pictureNames(page))
    .toEqual(["02.jpg", "03.jpg", "04.jpg", "01.jpg", "05.jpg"]);
  // The handle keeps the focus, and is where the eye can find it: in the window, not under the
  // Save bar.
  const handle = page.getByRole("button", { name: "Move picture 4, 01.jpg" });
  await expect(handle).toBeFocused();
  await expect
    .poll(() =>
      handle.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const atCentre = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return atCentre !== null && element.contains(atCentre);
      }),
    )
    .toBe(true);
  // Down from the bottom moves nothing either.
  await page.getByRole("button", { name: "Move picture 5, 05.jpg" }).focus();
  await pressPastEnd(
    page,
    "picture 5, 05.jpg",
    "ArrowDown",
    "picture 5, 05.jpg is already at position 5 of 5, the last place.",
  );
});

test("an arrow key pressed the moment a picture is picked up moves it all the same", async ({
  page,
  studio,
}) => {
  await openProjectAsOwner(page, studio, "harbour-lights");
  await page.getByRole("button", { name: "Move picture 2, 02.jpg" }).focus();
  // Both keys in one go, before the page can do anything else in between: no hand is that fast,
  // but a busy phone can leave as little room between two keys.
  await page.evaluate(() => {
    for (const [key, code] of [
      [" ", "Space"],
      ["ArrowDown", "ArrowDown"],
    ]) {
      document.activeElement?.dispatchEvent(
        new KeyboardEvent("keydown", { key, code, bubbles: true, cancelable: true }),
      );
    }
  });
  const live = page.locator('[aria-live="assertive"]');
  await expect(live).toHaveText("picture 2, 02.jpg is over position 3 of 5.");
  await page.keyboard.press("Space");
  await expect(live).toHaveText("picture 3, 02.jpg put down at position 3 of 5.");
  await expect
    .poll(() => pictureNames(page))
    .toEqual(["01.jpg", "03.jpg", "02.jpg", "04.jpg", "05.jpg"]);
});

test("a move cancelled the moment it began leaves the keys to the page", async ({
  page,
  studio,
}) => {
  await openProjectAsOwner(page, studio, "harbour-lights");
  await page.getByRole("button", { name: "Move picture 2, 02.jpg" }).focus();
  // A phone turned the moment a picture is picked up: the window's new size cancels the move.
  await page.evaluate(async () => {
    document.activeElement?.dispatchEvent(
      new KeyboardEvent("keydown", { key: " ", code: "Space", bubbles: true, cancelable: true }),
    );
    window.dispatchEvent(new Event("resize"));
    // Timers of one delay run in the order they were set: once this one has run, so have those
    // the pick-up set.
    await new Promise((resolve) => setTimeout(resolve));
  });
  await expect(page.getByRole("button", { name: "Move picture 2, 02.jpg" })).not.toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // Nothing is left listening for the keys that move a picture: a space is typed as a space.
  const alt = page.getByLabel("Alt text for picture 2");
  await alt.fill("");
  await alt.pressSequentially("two lamps");
  await expect(alt).toHaveValue("two lamps");
});

test("a hand edit made while the form is open is shown, never overwritten", async ({
  page,
  studio,
  pageErrors,
}) => {
  // Two hand edits, each followed through the form and the list, with four accessibility checks.
  test.slow();
  // The refused save's answer (409) is logged by the browser as a failed resource.
  pageErrors.allow(failedResourceLoad);
  await openProjectAsOwner(page, studio, "harbour-lights");
  await expect(page.getByRole("heading", { name: "Harbour Lights", level: 1 })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill("Harbour Lights at Night");

  const file = join(studio.contentDir, "projects/harbour-lights/project.md");
  const handEdited = readFileSync(file, "utf8").replace(
    "title: Harbour Lights",
    "title: Harbour Lamps",
  );
  writeFileSync(file, handEdited);

  await page.getByRole("button", { name: "Save changes" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Not saved: the file changed meanwhile");
  await expect(alert).toContainText(
    "content/projects/harbour-lights/project.md was changed since this page loaded it",
  );
  await expectAccessible(page);
  expect(readFileSync(file, "utf8")).toBe(handEdited);

  await page.getByRole("button", { name: "Load the file as it is now" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Harbour Lamps");
  await expect(page.getByRole("alert")).toHaveCount(0);
  // The button went away with the notice; the focus goes to the screen's heading.
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

  // A hand edit that breaks the file: the list and the project say so in the build's words.
  writeFileSync(file, "---\ntitle: [Harbour Lamps\n---\nText.\n");
  await page.getByRole("link", { name: "All projects" }).click();
  const item = page.getByRole("listitem").filter({ hasText: "harbour-lights" });
  await expect(item).toContainText("Problem: the frontmatter is not valid YAML");
  await expectAccessible(page);
  await item.getByRole("link").click();
  await expect(page.getByText(/^Problem: the frontmatter is not valid YAML/)).toBeVisible();
  await expectAccessible(page);
});

test("a save the build would refuse names each problem next to its field, in the build's words", async ({
  page,
  studio,
  pageErrors,
}) => {
  pageErrors.allow(failedResourceLoad);
  await openProjectAsOwner(page, studio, "harbour-lights");
  const before = projectFile(studio.contentDir, "harbour-lights");
  await page.getByLabel("Year").fill("soon");
  await page.getByLabel("Kind of project").selectOption("hybrid");
  await page.getByLabel("Video address").fill("https://example.com/film");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").first()).toHaveText(
    "Nothing was saved: this project would have 2 problems the site's build refuses. Each is shown next to its field.",
  );
  const year = page.getByLabel("Year");
  await expect(year).toBeFocused();
  await expect(year).toHaveAttribute("aria-invalid", "true");
  await expect(year).toHaveAccessibleDescription(
    /Problem: must be a year such as 2021, or a range such as 2023\/2025/,
  );
  await expect(page.getByLabel("Video address")).toHaveAccessibleDescription(
    /"https:\/\/example\.com\/film" is not a YouTube or Vimeo video address/,
  );
  await expectAccessible(page);
  expect(projectFile(studio.contentDir, "harbour-lights")).toBe(before);
});

test("a work's sale details and who can see it are edited beside the other fields, each problem in the build's words", async ({
  page,
  studio,
  pageErrors,
}) => {
  // Two projects, five saves and three accessibility checks.
  test.slow();
  pageErrors.allow(failedResourceLoad);
  await studio.setPassword();
  await signIn(page);

  // A series whose pictures are works of their own: their details are shown open.
  await gotoHydrated(page, "/studio/projects/quay-prints");
  const price = page.getByLabel("Price of picture 2");
  await expect(price).toBeVisible();
  await expect(price).toHaveValue("180");
  await expect(page.getByLabel("Availability of picture 1")).toHaveValue("sold");
  await expectAccessible(page);
  await price.fill("€200");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(price).toBeFocused();
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(price).toHaveAccessibleDescription(
    /Problem: must be a number, such as 1200, without a currency sign or thousands separator \(the currency goes in currency:\); got "€200"/,
  );
  await expectAccessible(page);
  expect(projectFile(studio.contentDir, "quay-prints")).toContain("    price: 180\n");
  await price.fill("200");
  await page.getByLabel("Framing of picture 2").selectOption("Framed");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Saved.");
  expect(projectFile(studio.contentDir, "quay-prints")).toContain(
    "    price: 200\n    currency: EUR\n    edition: 4 of 20\n    framed: true\n",
  );

  // One work: a price needs its currency; the folded picture details stay out of the way.
  await gotoHydrated(page, "/studio/projects/salt-flats");
  await expect(page.getByLabel("Price of picture 1")).toBeHidden();
  await page.getByLabel("Availability", { exact: true }).selectOption("Available");
  await page.getByLabel("Price", { exact: true }).fill("1200");
  await page.getByRole("button", { name: "Save changes" }).click();
  const currency = page.getByLabel("Currency", { exact: true });
  await expect(currency).toBeFocused();
  await expect(currency).toHaveAccessibleDescription(
    /Problem: a price needs its currency, such as EUR/,
  );
  await currency.fill("EUR");

  // Private: saved, and the password it needs before publishing is said beside its field.
  const visibility = page.getByLabel("Who can see it");
  // Each choice is short enough for a phone's closed menu; what it means is said below it.
  await expect(visibility).toHaveAccessibleDescription(
    "It is on the Portfolio, its category and search engines.",
  );
  await visibility.selectOption({ label: "Only people with its password" });
  await expect(visibility).toHaveAccessibleDescription(/set it below, under Visitors' password/);
  await expect(page.getByRole("heading", { name: "Visitors' password" })).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").first()).toHaveText(
    "Saved. Before publishing: 1 thing to do, shown next to the fields.",
  );
  await expect(page.getByLabel("New password")).toHaveAccessibleDescription(
    /Needed before publishing: a password for its visitors, since nobody can open a private project without one/,
  );
  await expectAccessible(page);
  expect(projectFile(studio.contentDir, "salt-flats")).toContain(
    "medium: Digital photography\nvisibility: private\navailability: available\nprice: 1200\ncurrency: EUR\nlayout:",
  );
});

test("a photo the Studio cannot read is refused with what to do, next to its file", async ({
  page,
  studio,
  pageErrors,
}) => {
  pageErrors.allow(failedResourceLoad);
  await openProjectAsOwner(page, studio, "salt-flats");
  const heic = Buffer.alloc(4096, 7);
  heic.writeUInt32BE(24, 0);
  heic.write("ftypheicmif1heic", 4, "latin1");
  await page
    .getByLabel("Add pictures")
    .setInputFiles({ name: "IMG_0231.HEIC", mimeType: "image/heic", buffer: heic });
  const row = page.getByRole("list", { name: "Pictures being added" }).getByRole("listitem");
  await expect(row).toContainText("Not added");
  await expect(row).toContainText(
    "This is an HEIC photo (the iPhone's own format), which the Studio cannot read. Export it as JPEG",
  );
  await expectAccessible(page);
});

test("a picture and then the whole project are taken out after a confirmation, into the trash", async ({
  page,
  studio,
}) => {
  // Two confirmations, each with its save, and the lists checked after each.
  test.slow();
  await openProjectAsOwner(page, studio, "night-garden");
  await page.getByRole("button", { name: "Remove picture 2" }).click();
  const removal = page.getByRole("dialog", { name: "Remove this picture?" });
  await expect(removal).toContainText("02.jpg leaves the project now.");
  // The question opens on its no: Enter pressed out of habit takes nothing away.
  await expect(removal.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectAccessible(page);
  await removal.getByRole("button", { name: "Remove it" }).click();
  await expect(page.getByRole("status").first()).toHaveText(
    "Removed 02.jpg; the file is kept in the Studio's trash.",
  );
  await expect.poll(() => pictureNames(page)).toEqual(["01.jpg"]);
  // The focus stays in the list, on the picture beside the one removed.
  await expect(page.getByLabel("Alt text for picture 1")).toBeFocused();
  expect(projectFile(studio.contentDir, "night-garden")).not.toContain("02.jpg");
  expect(existsSync(join(studio.contentDir, "projects/night-garden/02.jpg"))).toBe(false);

  await page.getByRole("button", { name: "Delete project" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Night Garden?" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Delete project" }).click();
  await dialog.getByRole("button", { name: "Delete the project" }).click();
  await expect(page.getByRole("heading", { name: "Projects", level: 1 })).toBeVisible();
  await expect(page.getByRole("status").first()).toContainText(
    /^Deleted Night Garden\. Its files are kept in the Studio's trash on the server, in the folder [\w-]+\.$/,
  );
  await expect(page.getByRole("link", { name: "Night Garden" })).toHaveCount(0);
  expect(existsSync(join(studio.contentDir, "projects/night-garden"))).toBe(false);
  const trash = join(studio.dataDir, "studio", "trash");
  const kept = readdirSync(trash, { recursive: true }).map(String);
  expect(kept.filter((path) => path.endsWith("night-garden/01.jpg"))).toHaveLength(1);
  expect(kept.filter((path) => path.endsWith("night-garden/02.jpg"))).toHaveLength(1);
});

test("leaving a screen with unsaved changes asks first, and keeping on editing keeps them", async ({
  page,
  studio,
}) => {
  await openProjectAsOwner(page, studio, "harbour-lights");
  const before = projectFile(studio.contentDir, "harbour-lights");
  const medium = page.getByLabel("Medium");
  await medium.fill("Silver gelatin print");
  const projects = page.getByRole("navigation", { name: "Studio" }).getByRole("link", {
    name: "Projects",
  });

  await projects.click();
  const question = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(question).toContainText("The changes on this screen are not saved yet.");
  await expect(question.getByRole("button", { name: "Keep editing" })).toBeFocused();
  await expectAccessible(page);
  await question.getByRole("button", { name: "Keep editing" }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/studio\/projects\/harbour-lights$/);
  await expect(medium).toHaveValue("Silver gelatin print");

  await projects.click();
  await question.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByRole("heading", { name: "Projects", level: 1 })).toBeFocused();
  expect(projectFile(studio.contentDir, "harbour-lights")).toBe(before);

  // A link pressed while the changes are still being saved leaves once they are.
  await page.getByRole("link", { name: "Harbour Lights" }).click();
  await medium.fill("Gum bichromate print");
  let releaseSave = () => {};
  const saveHeld = new Promise<void>((resolve) => {
    releaseSave = resolve;
  });
  await page.route("**/api/studio/projects/harbour-lights", async (route) => {
    if (route.request().method() === "GET") return route.fallback();
    await saveHeld;
    return route.fallback();
  });
  await page.getByRole("button", { name: "Save changes" }).click();
  await projects.click();
  await expect(question).toBeVisible();
  releaseSave();
  await expect(page.getByRole("heading", { name: "Projects", level: 1 })).toBeFocused();
  expect(projectFile(studio.contentDir, "harbour-lights")).toContain("Gum bichromate print");
  await page.unroute("**/api/studio/projects/harbour-lights");

  // Saved, nothing is asked.
  await page.getByRole("link", { name: "Harbour Lights" }).click();
  await medium.fill("Silver gelatin print");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Saved.");
  await projects.click();
  await expect(page.getByRole("heading", { name: "Projects", level: 1 })).toBeFocused();
  expect(projectFile(studio.contentDir, "harbour-lights")).toContain("Silver gelatin print");
});

test("changes saved after the session ended stay on the screen, and are saved once signed in again in another tab", async ({
  page,
  context,
  pageErrors,
  studio,
}) => {
  // The browser logs the API's refusals: the ended session's (401), then the old tab's token (403).
  pageErrors.allow(/^Failed to load resource: the server responded with a status of 40[13]/);
  await openProjectAsOwner(page, studio, "harbour-lights");
  const medium = page.getByLabel("Medium");
  await medium.fill("Silver gelatin print");
  await studio.signOutAll();

  await page.getByRole("button", { name: "Save changes" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "Not saved: you were signed out" });
  await expect(notice).toContainText("Your changes are still here.");
  await expect(page).toHaveURL(/\/studio\/projects\/harbour-lights$/);
  await expect(medium).toHaveValue("Silver gelatin print");
  await expectAccessible(page);

  const [other] = await Promise.all([
    context.waitForEvent("page"),
    notice.getByRole("link", { name: "Sign in again in a new tab" }).click(),
  ]);
  await other.getByLabel("Password").fill(ownerPassword);
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(other.getByRole("heading", { name: "Messages" })).toBeFocused();

  await page.bringToFront();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Saved.");
  await expect(notice).toBeHidden();
  expect(projectFile(studio.contentDir, "harbour-lights")).toContain("Silver gelatin print");
});

test("the site's settings, categories, slideshow and About page are edited in their own screens", async ({
  page,
  studio,
  pageErrors,
}) => {
  test.slow();
  pageErrors.allow(failedResourceLoad);
  await studio.setPassword();
  await signIn(page);
  await page.getByRole("link", { name: "Site", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Site", level: 1 })).toBeFocused();
  await expectAccessible(page);

  await page
    .getByRole("navigation", { name: "Site pages" })
    .getByRole("link", { name: "Settings" })
    .click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeFocused();
  await page.getByLabel("Tagline").fill("Drawing, painting and film");
  // The fixture's artist keeps AI crawlers out; here she lets them in again.
  const keepOut = page.getByRole("checkbox", { name: "Keep AI crawlers out" });
  await expect(keepOut).toBeChecked();
  await expect(keepOut).toHaveAccessibleDescription(/Search engines such as Google/);
  await keepOut.uncheck();
  await page.getByLabel("Address of your profile").fill("not an address");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByLabel("Address of your profile")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Address of your profile")).toHaveAccessibleDescription(
    /must be a whole web address, starting with https:\/\//,
  );
  await expectAccessible(page);
  const publishLink = page
    .getByRole("navigation", { name: "Studio" })
    .getByRole("link", { name: /^Publish/ });
  await expect(publishLink).toHaveAccessibleName("Publish");
  await page.getByLabel("Address of your profile").fill("https://www.instagram.com/ines.marlow/");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Saved the settings.");
  // The header counts the saved change at once, without another screen being opened.
  await expect(publishLink).toHaveAccessibleName("Publish (1 change not published)");
  const site = readFileSync(join(studio.contentDir, "site.yaml"), "utf8");
  expect(site).toContain("tagline: Drawing, painting and film\n");
  expect(site).not.toContain("blockAiCrawlers");
  expect(site.startsWith("# The fictional artist of the browser tests' own site.")).toBe(true);

  await page
    .getByRole("navigation", { name: "Site pages" })
    .getByRole("link", { name: "Categories" })
    .click();
  await expect(page.getByRole("heading", { name: "Categories", level: 1 })).toBeFocused();
  // Each row's fields are named by their category, as a picture's are by their picture.
  await expect(page.getByLabel("Name of category 1")).toBeVisible();
  await page.getByLabel("New category's name").fill("Sculpture");
  await page.getByRole("button", { name: "Add category" }).click();
  // Moved, the category keeps the focus on the button that moves it the same way, and its new
  // place is said; at an end of the list, on the button that moves it back.
  const notice = page.getByRole("status").first();
  const moveUp = page.getByRole("button", { name: "Move Sculpture up" });
  await moveUp.click();
  await expect(moveUp).toBeFocused();
  await expect(notice).toHaveText("Sculpture is now category 4 of 5.");
  await page.getByRole("button", { name: "Move Sculpture down" }).press("Enter");
  await expect(notice).toHaveText("Sculpture is now category 5 of 5.");
  await expect(moveUp).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(notice).toHaveText("Sculpture is now category 4 of 5.");
  await expect(moveUp).toBeFocused();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Saved the categories.");
  expect(readFileSync(join(studio.contentDir, "categories.yaml"), "utf8")).toContain(
    "- name: Sculpture\n  slug: sculpture\n- name: Video and Installation\n",
  );

  await page
    .getByRole("navigation", { name: "Site pages" })
    .getByRole("link", { name: "Home slideshow" })
    .click();
  await expect(page.getByRole("heading", { name: "Home slideshow", level: 1 })).toBeFocused();
  await page.getByText("Add a picture from a project").click();
  await page.getByRole("button", { name: /^Add Harbour Lights, 02\.jpg/ }).click();
  // The button goes with the picture it added: the focus goes on to the new slide.
  await expect(page.getByLabel("Alt text for slide 5")).toBeFocused();
  await page.getByRole("button", { name: "Move slide 5, projects/harbour-lights/02.jpg" }).focus();
  await moveByKeyboard(
    page,
    "slide 5, projects/harbour-lights/02.jpg",
    ["ArrowUp", "ArrowUp", "ArrowUp", "ArrowUp"],
    "position 1 of 5",
  );
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Saved the slideshow.");
  expect(readFileSync(join(studio.contentDir, "home.yaml"), "utf8")).toMatch(
    /^slides:\n {2}- file: projects\/harbour-lights\/02\.jpg\n {4}alt: Two lamps on the quay/,
  );

  await page
    .getByRole("navigation", { name: "Site pages" })
    .getByRole("link", { name: "About page" })
    .click();
  await expect(page.getByRole("heading", { name: "About page", level: 1 })).toBeFocused();
  await page.getByLabel("Alt text for the portrait").fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByLabel("Alt text for the portrait")).toHaveAccessibleDescription(
    /Problem: every image needs alt text/,
  );
  await expectAccessible(page);
});
