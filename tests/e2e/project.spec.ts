import { accessibilityViolations } from "./axe.ts";
import { expect, followLinkTo, gotoHydrated, http404Console, test } from "./fixtures.ts";
import { keptLineBreak, project } from "./site-facts.ts";

test("a project shows the back link, title, year, medium, dimensions and its description", async ({
  page,
}) => {
  const { id, title, year, medium = "", dimensions = "", description } = project.detailed;
  await gotoHydrated(page, `/project/${id}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(main.locator("[data-project-year]")).toHaveText(year);
  await expect(main).toContainText(medium);
  await expect(main).toContainText(dimensions);
  const shown = main.getByText(description.split("\n")[0] ?? "", { exact: false });
  await expect(shown).toHaveCSS("white-space", "pre-line");
  await expect(shown).toContainText(keptLineBreak);
  await main.getByRole("link", { name: "Back to Portfolio" }).click();
  await expect(page).toHaveURL("/portfolio");
});

test("an image project shows the grid only, with all its images", async ({ page }) => {
  await gotoHydrated(page, `/project/${project.imageOnly.id}`);
  // Every image has its place, as a picture or, far below, as its box until scrolled near.
  const grid = page.locator("[data-project-grid]");
  await expect(grid.getByRole("img")).toHaveCount(project.imageOnly.images.length);
  const names = await grid
    .getByRole("img")
    .evaluateAll((images) =>
      images.map((image) => image.getAttribute("alt") ?? image.getAttribute("aria-label")),
    );
  expect(names).toEqual(project.imageOnly.images.map((image) => image.alt));
  await expect(page.locator("main video, main iframe")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Play video/ })).toHaveCount(0);
});

test("images of a bordered project have a border; others have none", async ({ page }) => {
  await gotoHydrated(page, `/project/${project.lightbox.id}`);
  const bordered = page.locator("[data-project-grid] a").first();
  await expect(bordered).toHaveCSS("border-top-width", "1px");
  await gotoHydrated(page, `/project/${project.detailed.id}`);
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
  const { id, title, externalVideo } = project.externalVideo;
  await gotoHydrated(page, `/project/${id}`);
  await expect(page.locator("main iframe")).toHaveCount(0);
  expect(requests).toEqual([]);
  await page.getByRole("button", { name: `Play video: ${title}` }).click();
  const frame = page.locator("main iframe");
  await expect(frame).toHaveAttribute(
    "src",
    `https://www.youtube-nocookie.com/embed/${externalVideo?.id}?autoplay=1`,
  );
  await expect(frame).toHaveAttribute("title", `Video: ${title}`);
  await expect(frame).toHaveAttribute("allow", /autoplay/);
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  const box = await frame.boundingBox();
  expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 1);
});

test("'Inquire about this work' opens Contact with the subject prefilled", async ({ page }) => {
  // The year is a range: its slash is encoded in the address.
  const { id, title, year } = project.externalVideo;
  await gotoHydrated(page, `/project/${id}`);
  const link = page.getByRole("link", { name: "Inquire about this work" });
  const subject = `Inquiry about ${title} (${year})`;
  await expect(link).toHaveAttribute("href", `/contact?subject=${encodeURIComponent(subject)}`);
  await link.click();
  await expect(page).toHaveURL(/\/contact\?subject=/);
  expect(new URL(page.url()).searchParams.get("subject")).toBe(subject);
});

test("a hybrid project without a video address shows the 'Video placeholder' box above its grid", async ({
  page,
}) => {
  await gotoHydrated(page, `/project/${project.videoPlaceholder.id}`);
  const placeholder = page.getByRole("main").getByText("Video placeholder", { exact: true });
  await expect(placeholder).toBeVisible();
  await expect(page.locator("main video, main iframe")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Play video/ })).toHaveCount(0);
  const box = await placeholder.locator("xpath=..").boundingBox();
  expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 1);
  await expect(page.locator("[data-project-grid] a")).toHaveCount(
    project.videoPlaceholder.images.length,
  );
});

test("a video project plays its own film in the browser's player above its grid, fetched by byte ranges once the visitor plays it", async ({
  page,
}) => {
  // Players ask for films by ranges (iOS plays nothing from a server that ignores them).
  const filmAnswers: { range: string | null; status: number; contentRange: string | null }[] = [];
  const filmRequests: string[] = [];
  page.on("request", (request) => {
    if (/\.(mp4|webm)$/.test(new URL(request.url()).pathname)) filmRequests.push(request.url());
  });
  page.on("response", async (response) => {
    if (!/\.(mp4|webm)$/.test(new URL(response.url()).pathname)) return;
    filmAnswers.push({
      range: await response.request().headerValue("range"),
      status: response.status(),
      contentRange: await response.headerValue("content-range"),
    });
  });
  await gotoHydrated(page, `/project/${project.nativeVideo.id}`);
  const video = page.locator("main video");
  await expect(video).toHaveAttribute("controls", "");
  await expect(video.locator("source")).toHaveAttribute("type", "video/mp4");
  // The still shows through the player's transparent poster: a picture of the player's frame,
  // loaded at the screen's width, not the film.
  await expect(video).toHaveAttribute("poster", /^data:image\/gif;base64,/);
  const still = page.locator("[data-video-still] picture img");
  await expect(still).toHaveAttribute("alt", "");
  await expect
    .poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect(await still.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
  // With its still shown, nothing of the film loads until the visitor plays it: the player
  // settles idle without having read anything.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.networkState))
    .toBe(1 /* HTMLMediaElement.NETWORK_IDLE */);
  expect(await video.evaluate((element: HTMLVideoElement) => element.readyState)).toBe(0);
  expect(filmRequests).toEqual([]);
  // The player's own keyboard control: Space plays the focused film.
  await video.focus();
  await page.keyboard.press("Space");
  // The browser reads the served file's header: the film is there and can be played.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(1);
  const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
  expect(duration).toBeGreaterThan(1);
  await expect.poll(() => filmAnswers.length).toBeGreaterThan(0);
  for (const answer of filmAnswers) {
    expect(answer.range).toMatch(/^bytes=\d+-\d*$/);
    expect(answer.status).toBe(206);
    expect(answer.contentRange).toMatch(/^bytes \d+-\d+\/\d+$/);
  }
  await expect(page.locator("[data-project-grid] a")).toHaveCount(
    project.nativeVideo.images.length,
  );
});

test("a project page has no accessibility violations", async ({ page }) => {
  await gotoHydrated(page, `/project/${project.externalVideo.id}`);
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

test("a link to an unknown project shows 'Project not found'", async ({ page, pageErrors }) => {
  pageErrors.allow(http404Console);
  await gotoHydrated(page, "/portfolio");
  await followLinkTo(page, "/project/no-such-work");
  await expect(page.getByText("Project not found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Portfolio" })).toBeVisible();
});
