import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { pageAccessSchema } from "../../core/content/page-access.ts";
import type { PublishJob, PublishOverview, RollbackPlan } from "../../core/studio/publish-api.ts";
import type { SessionProbe } from "../../core/studio/studio-api.ts";
import { createContentFixture, projectFields } from "../../tests/fixtures/content-fixture.ts";
import { testLimits } from "../../tests/setup/test-limits.ts";
import type { BuildRunner } from "../publish/build-runner.ts";
import { forkBuild } from "../publish/build-runner.ts";
import { releaseFiles } from "../releases/release-files.ts";
import { currentReleaseId, listReleases, makeCurrent, releaseDir } from "../releases/releases.ts";
import { writeFixtureRelease } from "../testing/fixture-build.ts";
import { fixtureBuildRunner } from "../testing/fixture-build-runner.ts";
import { type SignedInBrowser, studioTestApp } from "../testing/studio-test-app.ts";
import { tempDir } from "../testing/temp-dir.ts";

type StudioTest = Awaited<ReturnType<typeof studioTestApp>>;

function write(dir: string, path: string, text: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}

const noListener = { stages: () => {}, event: () => {} };

/**
 * A content folder whose first line of about.md the fixture build shows as its home page, and
 * a build folder already serving it.
 */
async function publishingSite(runBuild: BuildRunner = fixtureBuildRunner().run) {
  const contentDir = tempDir("publish-content");
  const buildRoot = tempDir("publish-build");
  write(contentDir, "about.md", "Version one\n");
  write(contentDir, "projects/harbour/project.md", "---\ntitle: Harbour Lights\n---\nText.\n");
  const initial = fixtureBuildRunner();
  const first = await initial.run(
    {
      contentDir,
      buildRoot,
      imageCacheDir: tempDir("images"),
      dataDir: tempDir("data"),
      makeCurrent: true,
      showDrafts: false,
    },
    noListener,
  ).done;
  if (!first.ok) throw new Error(first.message);
  const studio = await studioTestApp({ publishing: { contentDir, buildRoot, runBuild } });
  return { studio, contentDir, buildRoot, firstRelease: first.info.id };
}

/** Reads the progress stream to its end: every state of the job it sent. */
async function progressEvents(studio: StudioTest, browser: SignedInBrowser) {
  const res = await studio.asOwner(browser, "/api/studio/publish/progress");
  expect(res.headers.get("Content-Type")).toBe("text/event-stream");
  const text = await res.text();
  return text
    .split("\n\n")
    .filter((block) => block.startsWith("event: job"))
    .map((block) => JSON.parse(block.split("\ndata: ")[1] ?? "null") as PublishJob | null);
}

async function finished(studio: StudioTest, browser: SignedInBrowser): Promise<PublishJob> {
  const events = await progressEvents(studio, browser);
  const last = events.at(-1);
  if (!last?.finishedAt) throw new Error("the job has not finished");
  return last;
}

async function overview(studio: StudioTest, browser: SignedInBrowser): Promise<PublishOverview> {
  const res = await studio.asOwner(browser, "/api/studio/publish");
  expect(res.status).toBe(200);
  return (await res.json()) as PublishOverview;
}

async function homeText(studio: StudioTest, cookie?: string): Promise<string> {
  const res = await studio.request("/", cookie ? { headers: { Cookie: cookie } } : {});
  return res.text();
}

describe("publishing from the Studio", { timeout: testLimits.build }, () => {
  it("lists what changed since the last publish, and the header counts it", async () => {
    const { studio, contentDir } = await publishingSite();
    const browser = await studio.signIn();
    expect((await overview(studio, browser)).changes).toEqual([]);

    write(contentDir, "about.md", "Version two\n");
    write(contentDir, "projects/tide/project.md", "---\ntitle: Tide Marks\n---\nText.\n");
    write(contentDir, "projects/tide/01.jpg", "pixels");
    const { changes } = await overview(studio, browser);
    expect(changes.map((change) => [change.title, change.kind, change.files.length])).toEqual([
      ["Tide Marks", "added", 2],
      ["About page", "changed", 1],
    ]);
    const probe = (await (
      await studio.asOwner(browser, "/api/studio/session")
    ).json()) as SessionProbe;
    expect(probe).toMatchObject({ signedIn: true, unpublished: 2 });
  });

  it("says when a changed project becomes private or is marked sold, not only that its text changed", async () => {
    const { studio, contentDir } = await publishingSite();
    const browser = await studio.signIn();
    write(
      contentDir,
      "projects/harbour/project.md",
      "---\ntitle: Harbour Lights\nvisibility: private\navailability: sold\n---\nText.\n",
    );
    const { changes } = await overview(studio, browser);
    expect(changes).toEqual([
      expect.objectContaining({
        title: "Harbour Lights",
        kind: "changed",
        notes: ["now private: opens only with its password", "marked sold"],
      }),
    ]);
  });

  it("publishes: progress streamed to the end, the site served from the next request, the version kept", async () => {
    const { studio, contentDir, firstRelease } = await publishingSite();
    const browser = await studio.signIn();
    write(contentDir, "about.md", "Version two\n");
    expect(await homeText(studio)).toContain("Version one");

    const start = await studio.asOwner(browser, "/api/studio/publish", { method: "POST" });
    expect(start.status).toBe(202);
    const job = await finished(studio, browser);
    expect(job).toMatchObject({ kind: "publish", outcome: { ok: true } });
    expect(job.steps.map((step) => [step.name, step.status])).toEqual([
      ["content", "done"],
      ["switch", "done"],
      ["history", "done"],
    ]);
    expect(await homeText(studio)).toContain("Version two");

    const after = await overview(studio, browser);
    expect(after.changes).toEqual([]);
    expect(after.live?.releaseId).toBe(job.outcome?.ok ? job.outcome.releaseId : "");
    // The build served before is kept too, as the first version in the history.
    expect(after.history.map((entry) => [entry.kind, entry.live, entry.releaseId])).toEqual([
      ["publish", true, after.live?.releaseId],
      ["publish", false, firstRelease],
    ]);
    expect(after.history[0]?.changes?.map((change) => change.title)).toEqual(["About page"]);
  });

  it("runs one build at a time: a second publish, preview or rollback is refused while one runs", async () => {
    const runner = fixtureBuildRunner();
    const { studio, contentDir } = await publishingSite(runner.run);
    const browser = await studio.signIn();
    write(contentDir, "about.md", "Version two\n");
    const release = runner.hold();
    expect((await studio.asOwner(browser, "/api/studio/publish", { method: "POST" })).status).toBe(
      202,
    );
    const running = await overview(studio, browser);
    expect(running.job).toMatchObject({ kind: "publish", finishedAt: null });
    const versionId = running.history[0]?.id ?? "";
    for (const path of [
      "/api/studio/publish",
      "/api/studio/publish/preview",
      `/api/studio/publish/history/${versionId}/rollback`,
    ]) {
      const refused = await studio.asOwner(browser, path, { method: "POST" });
      expect(refused.status, path).toBe(409);
      expect(await refused.json()).toEqual({
        error: "conflict",
        message: "A build is running. Wait for it to finish; its progress is shown here.",
      });
    }
    release();
    expect((await finished(studio, browser)).outcome).toMatchObject({ ok: true });
    expect(runner.requests).toHaveLength(1);
  });

  it("stops a running build at the owner's word: the site and the content stay as they were, and there is nothing more to stop", async () => {
    const runner = fixtureBuildRunner();
    const { studio, contentDir } = await publishingSite(runner.run);
    const browser = await studio.signIn();
    write(contentDir, "about.md", "Version two\n");
    const release = runner.hold();
    await studio.asOwner(browser, "/api/studio/publish", { method: "POST" });
    const contentStep = async () =>
      (await overview(studio, browser)).job?.steps.find((step) => step.name === "content")?.status;
    await expect.poll(contentStep).toBe("running");

    const stop = await studio.asOwner(browser, "/api/studio/publish/stop", { method: "POST" });
    expect(stop.status).toBe(200);
    const job = await finished(studio, browser);
    expect(job.outcome).toEqual({
      ok: false,
      stage: null,
      message: "You stopped the build before it had finished.",
      problems: [],
      stoppedByOwner: true,
    });
    // The step it was in did not fail: it was not done.
    expect(job.steps.find((step) => step.name === "content")?.status).toBe("waiting");
    expect(await homeText(studio)).toContain("Version one");
    expect((await overview(studio, browser)).changes).toHaveLength(1);
    expect(readFileSync(join(contentDir, "about.md"), "utf8")).toBe("Version two\n");

    const again = await studio.asOwner(browser, "/api/studio/publish/stop", { method: "POST" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: "conflict",
      message: "No build is running now: there is nothing to stop.",
    });
    release();
    // The next publish runs as usual.
    await studio.asOwner(browser, "/api/studio/publish", { method: "POST" });
    expect((await finished(studio, browser)).outcome).toMatchObject({ ok: true });
    expect(await homeText(studio)).toContain("Version two");
  });

  it("refuses a publish without the session's token or from another origin, starting nothing", async () => {
    const runner = fixtureBuildRunner();
    const { studio } = await publishingSite(runner.run);
    const browser = await studio.signIn();
    const noToken = await studio.asOwner(browser, "/api/studio/publish", {
      method: "POST",
      headers: { "X-CSRF-Token": "" },
    });
    expect(noToken.status).toBe(403);
    const elsewhere = await studio.asOwner(browser, "/api/studio/publish/preview", {
      method: "POST",
      headers: { Origin: "https://evil.example" },
    });
    expect(elsewhere.status).toBe(403);
    expect(runner.requests).toEqual([]);
    expect((await overview(studio, browser)).job).toBeNull();
  });

  it("streams the state as it is when nothing runs, and ends", async () => {
    const { studio } = await publishingSite();
    const browser = await studio.signIn();
    expect(await progressEvents(studio, browser)).toEqual([null]);
  });
});

describe("a failed publish", { timeout: testLimits.build }, () => {
  it("leaves the site as it was and says which project and field stopped it", async () => {
    const content = await createContentFixture();
    try {
      const buildRoot = tempDir("failing-build");
      const served = writeFixtureRelease(buildRoot, { files: { "index.html": "<p>live</p>" } });
      makeCurrent(buildRoot, served);
      // The real build process on a real content folder, which stops at its content check.
      const studio = await studioTestApp({
        publishing: { contentDir: content.dir, buildRoot, runBuild: forkBuild },
      });
      const browser = await studio.signIn();
      content.project(
        "broken",
        projectFields({ title: "Broken Light", images: [{ file: "01.jpg" }] }),
      );
      content.file("projects/broken/01.jpg");
      expect(
        (await studio.asOwner(browser, "/api/studio/publish", { method: "POST" })).status,
      ).toBe(202);
      const job = await finished(studio, browser);
      expect(job.outcome).toEqual({
        ok: false,
        stage: "content",
        message: `${content.dir}/projects/broken/project.md: images.0.alt: every image needs alt text\nThe build stopped at "content"; the site being served is unchanged.`,
        problems: [
          {
            path: "projects/broken/project.md",
            projectId: "broken",
            field: "images.0.alt",
            text: "every image needs alt text",
          },
        ],
        stoppedByOwner: false,
      });
      expect(job.steps.filter((step) => step.status === "failed").map((step) => step.name)).toEqual(
        ["content"],
      );
      expect(currentReleaseId(buildRoot)).toBe(served);
      expect(await homeText(studio)).toContain("live");
      const { changes, history } = await overview(studio, browser);
      expect(changes.find((change) => change.projectId === "broken")?.title).toBe("Broken Light");
      expect(history).toEqual([]);
    } finally {
      content.remove();
    }
  });

  it("marks as stopped only the stage that failed, not the one running beside it", async () => {
    // The build makes the pages while it encodes the pictures; the pages stop it.
    const runBuild: BuildRunner = (_request, listener) => {
      listener.stages(["images", "pages", "switch"]);
      listener.event({ type: "stage-started", stage: "images" });
      listener.event({ type: "stage-started", stage: "pages" });
      const done = Promise.resolve({
        ok: false as const,
        stage: "pages",
        message: "app/routes/home.tsx: the page does not render",
        locked: false,
      });
      return { done, stop: () => done.then(() => undefined), cancel: async () => false };
    };
    const { studio } = await publishingSite(runBuild);
    const browser = await studio.signIn();
    await studio.asOwner(browser, "/api/studio/publish", { method: "POST" });
    const job = await finished(studio, browser);
    expect(job.outcome).toMatchObject({ ok: false, stage: "pages" });
    expect(job.steps.map((step) => [step.name, step.status])).toEqual([
      ["images", "waiting"],
      ["pages", "failed"],
      ["switch", "waiting"],
    ]);
  });

  it("stops at a private project without a password in the server's data folder, pointing to its field in the Studio, and publishes it once one is set there", {
    timeout: testLimits.build,
  }, async () => {
    const content = await createContentFixture();
    try {
      const buildRoot = tempDir("private-build");
      const served = writeFixtureRelease(buildRoot, { files: { "index.html": "<p>live</p>" } });
      makeCurrent(buildRoot, served);
      const studio = await studioTestApp({
        publishing: { contentDir: content.dir, buildRoot, runBuild: forkBuild },
      });
      const browser = await studio.signIn();
      content.project(
        "sealed-room",
        projectFields({ title: "Sealed Room", visibility: "private" }),
      );
      content.file("projects/sealed-room/01.jpg");

      const publish = () => studio.asOwner(browser, "/api/studio/publish", { method: "POST" });
      expect((await publish()).status).toBe(202);
      const refused = await finished(studio, browser);
      const problem = `private, but no password for its visitors is set in ${studio.dataDir}, so nobody could open it: set one in the Studio, on the project's page, or with npm run private -- set-password sealed-room (it is kept on the server, never in project.md)`;
      expect(refused.outcome).toEqual({
        ok: false,
        stage: "content",
        message: `${content.dir}/projects/sealed-room/project.md: password: ${problem}\nThe build stopped at "content"; the site being served is unchanged.`,
        problems: [
          {
            path: "projects/sealed-room/project.md",
            projectId: "sealed-room",
            field: "password",
            text: problem,
          },
        ],
        stoppedByOwner: false,
      });
      expect(currentReleaseId(buildRoot)).toBe(served);

      // The owner sets its password beside the project's form.
      const set = await studio.asOwner(browser, "/api/studio/projects/sealed-room/password", {
        method: "PUT",
        json: { password: "four lamps on the quay", repeat: "four lamps on the quay" },
      });
      expect(set.status).toBe(200);
      expect((await publish()).status).toBe(202);
      const published = await finished(studio, browser);
      if (!published.outcome?.ok) throw new Error(published.outcome?.message);
      expect(currentReleaseId(buildRoot)).toBe(published.outcome.releaseId);
      const access = pageAccessSchema.parse(
        JSON.parse(
          readFileSync(
            join(releaseDir(buildRoot, published.outcome.releaseId), releaseFiles.pageAccess),
            "utf8",
          ),
        ),
      );
      expect(access.privateProjects.map((project) => project.id)).toEqual(["sealed-room"]);
    } finally {
      content.remove();
    }
  });
});

describe("previews", { timeout: testLimits.build }, () => {
  async function previewOpen() {
    const site = await publishingSite();
    const browser = await site.studio.signIn();
    write(site.contentDir, "about.md", "Version preview\n");
    const start = await site.studio.asOwner(browser, "/api/studio/publish/preview", {
      method: "POST",
    });
    expect(start.status).toBe(202);
    const job = await finished(site.studio, browser);
    if (!job.outcome?.ok) throw new Error("the preview was not built");
    return { ...site, browser, previewId: job.outcome.releaseId };
  }

  it("are seen only by the browser whose Studio session built them, never cached", async () => {
    const { studio, browser, buildRoot, firstRelease, previewId } = await previewOpen();
    expect(currentReleaseId(buildRoot)).toBe(firstRelease);
    const owner = await studio.request("/", { headers: { Cookie: browser.cookie } });
    const page = await owner.text();
    expect(page).toContain("Version preview");
    expect(page).toMatch(
      /<aside aria-label="Preview"[^>]*>.*Publish it or leave the preview.*<\/aside><\/body>/,
    );
    expect(owner.headers.get("Cache-Control")).toBe("private, no-store");
    expect(owner.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(owner.headers.get("X-Site-Release")).toBe(previewId);
    expect((await overview(studio, browser)).preview?.releaseId).toBe(previewId);

    // Without the session, with another device's session or a forged one: the live site.
    const otherDevice = await studio.signIn();
    const forged = `studio_session=${Buffer.alloc(32, 7).toString("base64url")}`;
    for (const cookie of [undefined, otherDevice.cookie, forged, "studio_session=x"]) {
      const res = await studio.request("/", cookie ? { headers: { Cookie: cookie } } : {});
      const text = await res.text();
      expect(text, cookie).toContain("Version one");
      expect(text, cookie).not.toContain("Preview");
      expect(res.headers.get("Cache-Control"), cookie).toBe("no-cache");
    }
    expect((await overview(studio, otherDevice)).preview).toBeNull();

    // Leaving the preview.
    const left = await studio.asOwner(browser, "/api/studio/publish/preview", { method: "DELETE" });
    expect(await left.json()).toEqual({ left: true });
    expect(await homeText(studio, browser.cookie)).toContain("Version one");
  });

  it("end with the session and while the Studio is off", async () => {
    const { studio, browser } = await previewOpen();
    studio.disable();
    expect(await homeText(studio, browser.cookie)).toContain("Version one");

    const again = await previewOpen();
    await again.studio.asOwner(again.browser, "/api/studio/session", { method: "DELETE" });
    expect(await homeText(again.studio, again.browser.cookie)).toContain("Version one");
  });

  it("are published exactly as seen, for everyone, in one step", async () => {
    const { studio, browser, buildRoot, contentDir, previewId } = await previewOpen();
    // Edited again after the preview: that edit stays unpublished.
    write(contentDir, "about.md", "Version after the preview\n");
    const start = await studio.asOwner(browser, "/api/studio/publish/preview/publish", {
      method: "POST",
    });
    expect(start.status).toBe(202);
    const job = await finished(studio, browser);
    expect(job.outcome).toEqual({ ok: true, releaseId: previewId });
    expect(currentReleaseId(buildRoot)).toBe(previewId);
    expect(await homeText(studio)).toContain("Version preview");
    const after = await overview(studio, browser);
    expect(after.preview).toBeNull();
    expect(after.history[0]).toMatchObject({ kind: "publish", releaseId: previewId, live: true });
    expect(after.changes.map((change) => change.title)).toEqual(["About page"]);
    // There is no preview left to publish.
    const again = await studio.asOwner(browser, "/api/studio/publish/preview/publish", {
      method: "POST",
    });
    expect(again.status).toBe(409);
  });
});

describe("drafts", { timeout: testLimits.build }, () => {
  it("are left out of the changes, shown by a preview, and built again without when it is published", async () => {
    const runner = fixtureBuildRunner();
    const site = await publishingSite(runner.run);
    const { studio, contentDir } = site;
    const browser = await studio.signIn();
    write(
      contentDir,
      "projects/tide-pools/project.md",
      "---\ntitle: Tide Pools\ndraft: true\n---\n",
    );
    expect((await overview(studio, browser)).changes).toEqual([]);
    write(contentDir, "about.md", "Version with a draft\n");
    await studio.asOwner(browser, "/api/studio/publish/preview", { method: "POST" });
    const preview = await finished(studio, browser);
    expect((await overview(studio, browser)).preview?.drafts).toEqual(["tide-pools"]);
    await studio.asOwner(browser, "/api/studio/publish/preview/publish", { method: "POST" });
    const job = await finished(studio, browser);
    expect(job.outcome?.ok).toBe(true);
    expect(job.outcome?.ok && job.outcome.releaseId).not.toBe(
      preview.outcome?.ok && preview.outcome.releaseId,
    );
    expect(runner.requests.map((request) => request.showDrafts)).toEqual([true, false]);
  });
});

describe("going back to an earlier version", { timeout: testLimits.build }, () => {
  it("says what going back makes of a project whose visitors changed since", async () => {
    const { studio, contentDir } = await publishingSite();
    const browser = await studio.signIn();
    write(
      contentDir,
      "projects/harbour/project.md",
      "---\ntitle: Harbour Lights\nvisibility: private\n---\nText.\n",
    );
    const live = (await overview(studio, browser)).history.at(-1);
    const plan = (await (
      await studio.asOwner(browser, `/api/studio/publish/history/${live?.id}`)
    ).json()) as RollbackPlan;
    expect(plan.undone).toEqual([
      expect.objectContaining({
        title: "Harbour Lights",
        kind: "changed",
        notes: ["now public: in the Portfolio and its category"],
      }),
    ]);
  });

  it("leaves a draft the version never had out of what going back undoes", async () => {
    const { studio, contentDir } = await publishingSite();
    const browser = await studio.signIn();
    write(
      contentDir,
      "projects/tide-pools/project.md",
      "---\ntitle: Tide Pools\ndraft: true\n---\n",
    );
    write(contentDir, "about.md", "Version two\n");
    const live = (await overview(studio, browser)).history.at(-1);
    const plan = (await (
      await studio.asOwner(browser, `/api/studio/publish/history/${live?.id}`)
    ).json()) as RollbackPlan;
    expect(plan.undone.map((change) => change.title)).toEqual(["About page"]);
  });

  it("says what it will do, keeps the content as it is first, switches at once and restores the folder", async () => {
    const runner = fixtureBuildRunner();
    const { studio, contentDir, buildRoot, firstRelease } = await publishingSite(runner.run);
    const browser = await studio.signIn();
    write(contentDir, "about.md", "Version two\n");
    await studio.asOwner(browser, "/api/studio/publish", { method: "POST" });
    await finished(studio, browser);
    // An edit not published yet, and a new project.
    write(contentDir, "about.md", "Version three, unpublished\n");
    write(contentDir, "projects/tide/project.md", "---\ntitle: Tide Marks\n---\nText.\n");
    // And a project of that version removed since: named by its title in the version.
    rmSync(join(contentDir, "projects/harbour"), { recursive: true });

    const first = (await overview(studio, browser)).history.at(-1);
    const planned = await studio.asOwner(browser, `/api/studio/publish/history/${first?.id}`);
    const plan = (await planned.json()) as RollbackPlan;
    expect(plan.buildKept).toBe(true);
    expect(plan.keepsCurrent).toBe(true);
    expect(plan.undone.map((change) => [change.title, change.kind])).toEqual([
      ["Harbour Lights", "removed"],
      ["Tide Marks", "added"],
      ["About page", "changed"],
    ]);

    const start = await studio.asOwner(
      browser,
      `/api/studio/publish/history/${first?.id}/rollback`,
      {
        method: "POST",
      },
    );
    expect(start.status).toBe(202);
    const job = await finished(studio, browser);
    expect(job.steps.map((step) => step.name)).toEqual(["keep", "switch", "restore", "history"]);
    expect(job.outcome).toEqual({ ok: true, releaseId: firstRelease });
    expect(currentReleaseId(buildRoot)).toBe(firstRelease);
    expect(await homeText(studio)).toContain("Version one");
    expect(readFileSync(join(contentDir, "about.md"), "utf8")).toBe("Version one\n");
    expect(() => readFileSync(join(contentDir, "projects/tide/project.md"))).toThrow();
    // Only the switch: nothing was built.
    expect(runner.requests).toHaveLength(1);

    const { history, changes } = await overview(studio, browser);
    expect(changes).toEqual([]);
    expect(history.map((entry) => [entry.kind, entry.live])).toEqual([
      ["rollback", true],
      ["kept", false],
      ["publish", false],
      ["publish", false],
    ]);
    expect(history[0]?.restoredFromAt).toBe(first?.at);

    // Nothing was lost: the kept content comes back too, rebuilt since it never had a build.
    const kept = history[1];
    const keptPlan = (await (
      await studio.asOwner(browser, `/api/studio/publish/history/${kept?.id}`)
    ).json()) as RollbackPlan;
    expect(keptPlan).toMatchObject({ buildKept: false, keepsCurrent: false });
    await studio.asOwner(browser, `/api/studio/publish/history/${kept?.id}/rollback`, {
      method: "POST",
    });
    const rebuilt = await finished(studio, browser);
    expect(rebuilt.outcome).toMatchObject({ ok: true });
    expect(runner.requests).toHaveLength(2);
    expect(await homeText(studio)).toContain("Version three, unpublished");
    expect(readFileSync(join(contentDir, "projects/tide/project.md"), "utf8")).toContain(
      "Tide Marks",
    );
    expect(listReleases(buildRoot)).toHaveLength(3);
  });

  it("rebuilds a version whose build is no longer kept", async () => {
    const runner = fixtureBuildRunner();
    const { studio, contentDir, buildRoot, firstRelease } = await publishingSite(runner.run);
    const browser = await studio.signIn();
    write(contentDir, "about.md", "Version two\n");
    await studio.asOwner(browser, "/api/studio/publish", { method: "POST" });
    await finished(studio, browser);
    const first = (await overview(studio, browser)).history.at(-1);
    // Only the last builds are kept: this one has gone.
    rmSync(join(buildRoot, "releases", firstRelease), { recursive: true });

    const plan = (await (
      await studio.asOwner(browser, `/api/studio/publish/history/${first?.id}`)
    ).json()) as RollbackPlan;
    expect(plan).toMatchObject({ buildKept: false, keepsCurrent: false });
    await studio.asOwner(browser, `/api/studio/publish/history/${first?.id}/rollback`, {
      method: "POST",
    });
    const job = await finished(studio, browser);
    expect(job.steps.map((step) => step.name)).toEqual([
      "keep",
      "content",
      "switch",
      "restore",
      "history",
    ]);
    expect(runner.requests).toHaveLength(2);
    expect(runner.requests[1]?.contentDir).not.toBe(contentDir);
    expect(await homeText(studio)).toContain("Version one");
    expect(readFileSync(join(contentDir, "about.md"), "utf8")).toBe("Version one\n");
  });

  it("answers 404 for a version it does not have", async () => {
    const { studio } = await publishingSite();
    const browser = await studio.signIn();
    for (const id of ["20200101-000000000-abcd", "not-an-id", "..%2F..%2Fetc"]) {
      expect((await studio.asOwner(browser, `/api/studio/publish/history/${id}`)).status, id).toBe(
        404,
      );
      const res = await studio.asOwner(browser, `/api/studio/publish/history/${id}/rollback`, {
        method: "POST",
      });
      expect(res.status, id).toBe(404);
    }
  });
});
