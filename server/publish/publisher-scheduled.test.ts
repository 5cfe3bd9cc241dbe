import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import type { PublishJob } from "../../core/studio/publish-api.ts";
import { releaseFiles } from "../releases/release-files.ts";
import { currentReleaseId, makeCurrent, releaseDir } from "../releases/releases.ts";
import { writeFixtureRelease } from "../testing/fixture-build.ts";
import { fixtureBuildRunner } from "../testing/fixture-build-runner.ts";
import { memoryLogger } from "../testing/memory-logger.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { Publisher } from "./publisher.ts";

function write(dir: string, path: string, text: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}

const opens = Date.UTC(2027, 2, 14, 18, 0);

/** A site served with its content, whose build held back a project not yet live. */
function servedWithHeldBack() {
  const buildRoot = tempDir("scheduled-build");
  const id = writeFixtureRelease(buildRoot, { files: { "index.html": "<p>home</p>" } });
  const release = releaseDir(buildRoot, id);
  write(join(release, releaseFiles.content), "about.md", "As published\n");
  write(join(release, releaseFiles.content), "site.yaml", "name: Ada\n");
  write(
    join(release, releaseFiles.heldBack),
    "projects/harbour/project.md",
    "---\ntitle: Harbour Lights\nliveFrom: 2027-03-14 18:00\n---\n",
  );
  makeCurrent(buildRoot, id);
  const contentDir = tempDir("scheduled-content");
  write(contentDir, "about.md", "An edit not published yet\n");
  const runner = fixtureBuildRunner();
  const dataDir = tempDir("scheduled-data");
  const publisher = new Publisher({
    contentDir,
    buildRoot,
    imageCacheDir: tempDir("scheduled-images"),
    dataDir,
    logger: memoryLogger(),
    runBuild: runner.run,
    clock: () => opens - 60_000,
  });
  return { buildRoot, dataDir, runner, publisher, firstRelease: id };
}

function ended(publisher: Publisher): Promise<PublishJob> {
  return new Promise((resolve) => {
    const stop = publisher.subscribe((job) => {
      if (job.outcome === null) return;
      stop();
      resolve(job);
    });
  });
}

describe("a scheduled publish", () => {
  it("lists the moments ahead with the project's title, in the site's time zone", () => {
    const { publisher } = servedWithHeldBack();
    expect(publisher.scheduled()).toEqual([
      {
        projectId: "harbour",
        title: "Harbour Lights",
        change: "goes live",
        at: opens,
        timeZone: "UTC",
      },
    ]);
  });

  it("builds the content as last published, the held-back project put back, at its moment", async () => {
    const { buildRoot, dataDir, runner, publisher, firstRelease } = servedWithHeldBack();
    const done = ended(publisher);
    publisher.publishScheduled(opens);
    expect((await done).outcome).toMatchObject({ ok: true });
    expect(runner.requests[0]).toMatchObject({ now: opens, makeCurrent: true, showDrafts: false });
    const live = currentReleaseId(buildRoot) ?? "";
    expect(live).not.toBe(firstRelease);
    const content = join(releaseDir(buildRoot, live), releaseFiles.content);
    // Never the edit in progress in the content folder.
    expect(readFileSync(join(content, "about.md"), "utf8")).toBe("As published\n");
    expect(existsSync(join(content, "projects/harbour/project.md"))).toBe(true);
    // The history says the server published it by itself; the owner's own publishes do not.
    const [newest, before] = (await publisher.overview("session")).history;
    expect(newest).toMatchObject({ releaseId: live, kind: "publish", scheduled: true });
    expect(before).toMatchObject({ releaseId: firstRelease, scheduled: false });
    // The folder it was assembled in is gone.
    expect(readdirSync(join(dataDir, "history")).filter((name) => name.startsWith("."))).toEqual(
      [],
    );
  });
});
