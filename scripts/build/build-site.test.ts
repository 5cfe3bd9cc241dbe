import { spawnSync } from "node:child_process";
import {
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuildEvent, ImageProgress } from "../../core/build/build-events.ts";
import { encodedImageKey } from "../../core/images/image-encoding.ts";
import { takeBuildLock } from "../../server/releases/build-lock.ts";
import { releaseFiles } from "../../server/releases/release-files.ts";
import { currentReleaseId, listReleases, releaseDir } from "../../server/releases/releases.ts";
import {
  type ContentFixture,
  createContentFixture,
  imageFile,
  projectFields,
} from "../../tests/fixtures/content-fixture.ts";
import { testLimits } from "../../tests/setup/test-limits.ts";
import { BuildFailure, buildSite, buildStages } from "./build-site.ts";
import { unusedImageDays } from "./images/image-cache-use.ts";
import { prerenderFolderName } from "./prerender-folder.ts";

const buildScript = resolve("scripts/build.ts");
let content: ContentFixture;

beforeAll(async () => {
  content = await createContentFixture();
}, testLimits.pictures);
afterAll(() => content.remove());

/** Runs `npm run build`'s script from the fixture's root, as an artist would. */
function buildCommand(buildDir: string) {
  return spawnSync(process.execPath, [buildScript], {
    cwd: content.root,
    env: {
      ...process.env,
      CONTENT_DIR: "content",
      BUILD_DIR: buildDir,
      DATA_DIR: "data",
      IMAGE_CACHE_DIR: join(content.root, "cache"),
    },
    encoding: "utf8",
  });
}

function build(buildRoot: string, onEvent?: (event: BuildEvent) => void) {
  return buildSite({
    contentDir: content.dir,
    buildRoot,
    imageCacheDir: join(content.root, "cache"),
    dataDir: join(content.root, "data"),
    ...(onEvent ? { onEvent } : {}),
  });
}

describe("a build that meets a content problem", { timeout: testLimits.build }, () => {
  it("stops with one line naming the file, the field and the problem, and changes nothing", () => {
    content.project(
      "broken",
      projectFields({ images: [{ file: "01.jpg", alt: "One." }, { file: "01.jpg" }] }),
    );
    content.file("projects/broken/01.jpg");
    const buildDir = join(content.root, "build-broken");
    try {
      const run = buildCommand(buildDir);
      expect(run.status).toBe(1);
      expect(run.stderr).toBe(
        [
          "content/projects/broken/project.md: images.1.alt: every image needs alt text",
          'The build stopped at "content"; the site being served is unchanged.',
          "",
        ].join("\n"),
      );
      expect(currentReleaseId(buildDir)).toBeUndefined();
      expect(readdirSync(buildDir).filter((name) => name.startsWith(".staging"))).toEqual([]);
    } finally {
      content.project("broken", projectFields());
    }
  });
});

describe("a build with a private project nobody could open", { timeout: testLimits.build }, () => {
  it("stops naming the file and the password's field until the project's password is set", () => {
    content.project("sealed-room", projectFields({ visibility: "private" }));
    content.file("projects/sealed-room/01.jpg");
    const buildDir = join(content.root, "build-private");
    try {
      const run = buildCommand(buildDir);
      expect(run.status).toBe(1);
      expect(run.stderr).toBe(
        [
          "content/projects/sealed-room/project.md: password: private, but no password for its visitors is set in data, so nobody could open it: set one in the Studio, on the project's page, or with npm run private -- set-password sealed-room (it is kept on the server, never in project.md)",
          'The build stopped at "content"; the site being served is unchanged.',
          "",
        ].join("\n"),
      );
      expect(currentReleaseId(buildDir)).toBeUndefined();
    } finally {
      rmSync(join(content.dir, "projects", "sealed-room"), { recursive: true, force: true });
    }
  });
});

describe("building the site into releases", { timeout: testLimits.build }, () => {
  const buildRoot = () => join(content.root, "build");

  it("builds into a new release, complete, and makes it current only at the end", async () => {
    // Different pictures, which the progress counts one by one as they are encoded.
    content.file("home/slide-1.jpg", await imageFile(640, 400));
    content.file("about/portrait.jpg", await imageFile(400, 500));
    const stages: string[] = [];
    const done: string[] = [];
    const images: ImageProgress[] = [];
    const { info } = await build(buildRoot(), (event) => {
      if (event.type === "stage-started") stages.push(event.stage);
      if (event.type === "stage-done") done.push(event.stage);
      // The pages are made while the pictures are encoded, from their sizes and names alone.
      if (event.type === "stage-done" && event.stage === "images") {
        expect(stages).toContain("pages");
      }
      if (event.type === "images") images.push(event);
      // Nothing of this build is served before its switch.
      if (event.type === "stage-done" && event.stage !== "switch") {
        expect(currentReleaseId(buildRoot())).toBeUndefined();
      }
    });
    expect(stages).toEqual([...buildStages]);
    expect(done.toSorted()).toEqual([...buildStages].sort());
    expect(currentReleaseId(buildRoot())).toBe(info.id);
    // The image step told its progress after each picture, with the time left once the first
    // new one was encoded (a file used twice is encoded once).
    expect(images.map((progress) => progress.done)).toEqual(
      Array.from({ length: info.images + 1 }, (_, done) => done),
    );
    const last = images.at(-1);
    expect(last?.toEncode).toBeGreaterThanOrEqual(3);
    expect(last?.encoded).toBe(last?.toEncode);
    expect(images[0]?.remainingMs).toBeUndefined();
    expect(images.find((progress) => progress.encoded === 1)?.remainingMs).toBeGreaterThan(0);
    expect(last?.remainingMs).toBe(0);
    const dir = releaseDir(buildRoot(), info.id);
    for (const file of Object.values(releaseFiles))
      expect(existsSync(join(dir, file)), file).toBe(true);
    const hashes = JSON.parse(readFileSync(join(dir, releaseFiles.pageHashes), "utf8"));
    expect(hashes["index.html"]).toEqual(
      expect.arrayContaining([expect.stringMatching(/^'sha256-/)]),
    );
    expect(existsSync(join(dir, "client", "project", "tide-lines", "index.html"))).toBe(true);
  });

  it("leaves the served release exactly as it was when a late stage fails", async () => {
    const before = currentReleaseId(buildRoot());
    const failing = build(buildRoot(), (event) => {
      if (event.type === "stage-done" && event.stage === "compression") {
        throw new Error("the disk is full");
      }
    });
    await expect(failing).rejects.toThrow(BuildFailure);
    await expect(failing).rejects.toMatchObject({
      stage: "compression",
      message: "the disk is full",
    });
    expect(currentReleaseId(buildRoot())).toBe(before);
    expect(listReleases(buildRoot())).toHaveLength(1);
    expect(readdirSync(buildRoot()).filter((name) => name.startsWith(".staging"))).toEqual([]);
  });

  it("takes unchanged pictures from the cache and keeps the earlier release", async () => {
    const before = currentReleaseId(buildRoot());
    let images = "";
    const { info } = await build(buildRoot(), (event) => {
      if (event.type === "stage-done" && event.stage === "images") images = event.summary;
    });
    expect(images).toMatch(/, 0 files encoded, \d+ taken from the cache$/);
    expect(currentReleaseId(buildRoot())).toBe(info.id);
    expect(listReleases(buildRoot()).map((release) => release.id)).toEqual([info.id, before]);
  });

  it("writes nothing into the project: React Router's type files stay in the build folder", async () => {
    // The project may be read-only (the container's is), and builds of other sites run at once.
    const projectTypes = resolve(".react-router/types/+routes.ts");
    const before = existsSync(projectTypes) ? statSync(projectTypes).mtimeMs : undefined;
    await build(buildRoot());
    expect(existsSync(projectTypes) ? statSync(projectTypes).mtimeMs : undefined).toBe(before);
    const scratchTypes = join(buildRoot(), prerenderFolderName, ".react-router/types/+routes.ts");
    expect(existsSync(scratchTypes)).toBe(true);
  });

  it("lets one build run at a time: a second one stops at once, saying why", async () => {
    const lock = takeBuildLock(buildRoot(), "build");
    try {
      await expect(build(buildRoot())).rejects.toThrow(
        /another build is running \(process \d+, started .+\); wait for it to finish/,
      );
    } finally {
      lock.release();
    }
  });

  it("stops encoding the pictures when the pages fail beside them, and serves what it served", async () => {
    const before = currentReleaseId(buildRoot());
    // New pictures, so that the encoding is under way when the pages fail.
    for (const n of [1, 2, 3, 4]) {
      content.file(`projects/tide-lines/0${n}.jpg`, await imageFile(500 + n * 10, 400));
    }
    content.project(
      "tide-lines",
      projectFields({
        images: [1, 2, 3, 4].map((n) => ({ file: `0${n}.jpg`, alt: `Tide line ${n}.` })),
      }),
    );
    const seen: string[] = [];
    const failing = build(buildRoot(), (event) => {
      if (event.type === "stage-started" || event.type === "stage-done")
        seen.push(`${event.stage} ${event.type === "stage-started" ? "started" : "done"}`);
      if (event.type === "stage-started" && event.stage === "pages") {
        throw new Error("the pages cannot be made");
      }
    });
    await expect(failing).rejects.toMatchObject({
      stage: "pages",
      message: "the pages cannot be made",
    });
    expect(seen).not.toContain("images done");
    expect(currentReleaseId(buildRoot())).toBe(before);
    expect(readdirSync(buildRoot()).filter((name) => name.startsWith(".staging"))).toEqual([]);
  });

  it(`removes the cached files of a picture no build used for ${unusedImageDays} days, and the releases keep theirs`, async () => {
    const cache = join(content.root, "cache");
    const filesOf = (dir: string, key: string) =>
      existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(`${key}-`)) : [];
    const oldPortrait = readFileSync(join(content.dir, "about/portrait.jpg"));
    const newPortrait = await imageFile(420, 500);
    const [oldKey, newKey] = [encodedImageKey(oldPortrait), encodedImageKey(newPortrait)];
    const earlier = currentReleaseId(buildRoot()) ?? "";
    content.file("about/portrait.jpg", newPortrait);
    await build(buildRoot());
    // Replaced today, the old portrait's files stay: going back may want them.
    expect(filesOf(join(cache, "files"), oldKey)).not.toEqual([]);

    // A month on: the old portrait was not used since; the new one was, longer ago than a
    // month, and this build uses it again.
    const monthAgo = (Date.now() - (unusedImageDays + 1) * 24 * 60 * 60 * 1000) / 1000;
    for (const key of [oldKey, newKey]) utimesSync(join(cache, "used", key), monthAgo, monthAgo);
    let switched = "";
    await build(buildRoot(), (event) => {
      if (event.type === "stage-done" && event.stage === "switch") switched = event.summary;
    });
    expect(switched).toMatch(
      new RegExp(
        `; removed \\d+ files \\([\\d.]+ [KM]B\\) from the image cache that no build used for ${unusedImageDays} days$`,
      ),
    );
    expect(filesOf(join(cache, "files"), oldKey)).toEqual([]);
    expect(readdirSync(join(cache, "meta")).filter((name) => name.startsWith(oldKey))).toEqual([]);
    expect(filesOf(join(cache, "files"), newKey)).not.toEqual([]);
    const img = (id: string) => join(releaseDir(buildRoot(), id), "client", "img");
    expect(filesOf(img(earlier), oldKey)).not.toEqual([]);
    expect(filesOf(img(currentReleaseId(buildRoot()) ?? ""), newKey)).not.toEqual([]);
  });

  it("serves the new release when the image cache cannot be tidied, and says what is wrong", async () => {
    const used = join(content.root, "cache", "used");
    rmSync(used, { recursive: true, force: true });
    writeFileSync(used, "not a folder");
    try {
      let switched = "";
      const { info } = await build(buildRoot(), (event) => {
        if (event.type === "stage-done" && event.stage === "switch") switched = event.summary;
      });
      expect(currentReleaseId(buildRoot())).toBe(info.id);
      expect(switched).toMatch(
        /; the image cache could not be tidied \(.*ENOTDIR.*\), which the next build tries again$/,
      );
    } finally {
      rmSync(used, { force: true });
    }
  });
});
