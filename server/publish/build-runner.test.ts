import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStages } from "../../core/build/build-stages.ts";
import {
  type ContentFixture,
  createContentFixture,
  projectFields,
} from "../../tests/fixtures/content-fixture.ts";
import { testLimits } from "../../tests/setup/test-limits.ts";
import { releaseFiles } from "../releases/release-files.ts";
import { currentReleaseId, listReleases, makeCurrent, releaseDir } from "../releases/releases.ts";
import { writeFixtureRelease } from "../testing/fixture-build.ts";
import { groupRunning } from "../testing/process-group.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { type BuildListener, forkBuild, processBuildRunner } from "./build-runner.ts";

let content: ContentFixture;
beforeAll(async () => {
  content = await createContentFixture();
}, testLimits.pictures);
afterAll(() => content.remove());

/** A build folder already serving a release, as on a running site. */
function servedBuildRoot(): { root: string; served: string } {
  const root = tempDir("runner-build");
  const served = writeFixtureRelease(root, { files: { "index.html": "<p>live</p>" } });
  makeCurrent(root, served);
  return { root, served };
}

function recorder() {
  const seen: string[] = [];
  let stages: string[] = [];
  const waiters: { stage: string; resolve: () => void }[] = [];
  const listener: BuildListener = {
    stages: (names) => {
      stages = names;
    },
    event: (event) => {
      if (event.type === "images") return;
      seen.push(`${event.type} ${event.stage}`);
      if (event.type === "stage-started") {
        for (const waiter of waiters.filter((w) => w.stage === event.stage)) waiter.resolve();
      }
    },
  };
  return {
    listener,
    seen,
    stages: () => stages,
    started: (stage: string) =>
      new Promise<void>((resolve) => {
        waiters.push({ stage, resolve });
      }),
  };
}

describe("the build in a process of its own", { timeout: testLimits.build }, () => {
  it("builds a preview: every stage reported, in order, the build kept and not served", async () => {
    const { root, served } = servedBuildRoot();
    const events = recorder();
    const build = forkBuild(
      {
        contentDir: content.dir,
        buildRoot: root,
        imageCacheDir: join(content.root, "cache"),
        dataDir: join(content.root, "data"),
        makeCurrent: false,
        showDrafts: true,
      },
      events.listener,
    );
    const result = await build.done;
    if (!result.ok) throw new Error(result.message);
    expect(events.stages()).toEqual(buildStages);
    // Each stage starts after the one before it is done, but for the pages, made while the
    // pictures are encoded.
    expect(events.seen.filter((event) => event.startsWith("stage-started "))).toEqual(
      buildStages.map((stage) => `stage-started ${stage}`),
    );
    expect(events.seen.slice(0, 3)).toEqual([
      "stage-started content",
      "stage-done content",
      "stage-started images",
    ]);
    expect(events.seen).toEqual(expect.arrayContaining(["stage-done images", "stage-done pages"]));
    expect(events.seen.indexOf("stage-started pages")).toBeLessThan(
      events.seen.indexOf("stage-done images"),
    );
    expect(events.seen.slice(events.seen.indexOf("stage-started styles"))).toEqual(
      buildStages
        .slice(buildStages.indexOf("styles"))
        .flatMap((stage) => [`stage-started ${stage}`, `stage-done ${stage}`]),
    );
    expect(currentReleaseId(root)).toBe(served);
    expect(listReleases(root).map((release) => release.id)).toEqual([result.info.id, served]);
    const preview = releaseDir(root, result.info.id);
    expect(existsSync(join(preview, releaseFiles.client, "project/tide-lines/index.html"))).toBe(
      true,
    );
    expect(
      readFileSync(join(preview, releaseFiles.content, "projects/tide-lines/project.md"), "utf8"),
    ).toContain("Tide Lines");
  });

  it("stops at a content problem with the file, the field and the stage", async () => {
    const { root, served } = servedBuildRoot();
    content.project("broken", projectFields({ images: [{ file: "01.jpg" }] }));
    content.file("projects/broken/01.jpg");
    try {
      const result = await forkBuild(
        {
          contentDir: content.dir,
          buildRoot: root,
          imageCacheDir: join(content.root, "cache"),
          dataDir: join(content.root, "data"),
          makeCurrent: true,
          showDrafts: false,
        },
        recorder().listener,
      ).done;
      expect(result).toEqual({
        ok: false,
        stage: "content",
        locked: false,
        message: `${content.dir}/projects/broken/project.md: images.0.alt: every image needs alt text`,
      });
      expect(currentReleaseId(root)).toBe(served);
    } finally {
      content.project("broken", projectFields());
    }
  });

  it("when stopped midway ends its whole process group and changes nothing; the next build takes over its lock", async () => {
    const { root, served } = servedBuildRoot();
    const events = recorder();
    const request = {
      contentDir: content.dir,
      buildRoot: root,
      imageCacheDir: join(content.root, "cache"),
      dataDir: join(content.root, "data"),
      makeCurrent: true,
      showDrafts: false,
    };
    const build = forkBuild(request, events.listener);
    // React Router's own build, a process of the group, is running now.
    await events.started("pages");
    const lock = JSON.parse(readFileSync(join(root, ".build.lock"), "utf8")) as { pid: number };
    expect(groupRunning(lock.pid)).toBe(true);
    await build.stop();
    expect(await build.done).toMatchObject({ ok: false, stage: null });
    await expect.poll(() => groupRunning(lock.pid)).toBe(false);
    expect(currentReleaseId(root)).toBe(served);
    expect(listReleases(root).map((release) => release.id)).toEqual([served]);

    const next = await forkBuild(request, recorder().listener).done;
    if (!next.ok) throw new Error(next.message);
    expect(currentReleaseId(root)).toBe(next.info.id);
  });
});

describe("stopping a build at the owner's word", { timeout: testLimits.build }, () => {
  it("is refused once the build is going live: it goes on, and the site it built is served", async () => {
    const { root } = servedBuildRoot();
    let cancelled: Promise<boolean> | undefined;
    const build = forkBuild(
      {
        contentDir: content.dir,
        buildRoot: root,
        imageCacheDir: join(content.root, "cache"),
        dataDir: join(content.root, "data"),
        makeCurrent: true,
        showDrafts: false,
      },
      {
        ...recorder().listener,
        // The owner presses Stop the moment the build asks to go live.
        committed: () => {
          cancelled = build.cancel();
        },
      },
    );
    const result = await build.done;
    if (!result.ok) throw new Error(result.message);
    expect(await cancelled).toBe(false);
    expect(currentReleaseId(root)).toBe(result.info.id);
  });
});

describe("the outcome of a build process", { timeout: testLimits.build }, () => {
  it("is the one it told last, even when it exits the moment it has told it", async () => {
    const run = processBuildRunner(
      resolve(import.meta.dirname, "../testing/instant-build-process.ts"),
    );
    // A server busy when the build ends (here, with each build's first message) reads the
    // process's exit and its last message at the same time, the exit first as often as not.
    const busy: BuildListener = {
      stages: () => {
        const until = performance.now() + 50;
        while (performance.now() < until);
      },
      event: () => undefined,
    };
    const request = {
      contentDir: content.dir,
      buildRoot: tempDir("runner-outcome"),
      imageCacheDir: join(content.root, "cache"),
      dataDir: join(content.root, "data"),
      makeCurrent: false,
      showDrafts: true,
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => run(request, busy).done));
    expect(results.filter((result) => !result.ok)).toEqual([]);
  });
});
