import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { contentFixtureForEachTest, projectFields } from "../tests/fixtures/content-fixture.ts";

const script = resolve("scripts/build-images.ts");
const content = contentFixtureForEachTest();

/** Runs the build's image step the way `npm run build` does, from the fixture's root. */
function buildImages() {
  return spawnSync(process.execPath, [script], {
    cwd: content.root,
    env: { ...process.env, CONTENT_DIR: "content", IMAGE_CACHE_DIR: join(content.root, "cache") },
    encoding: "utf8",
  });
}

describe("the build's image step", () => {
  it("stops the build with one line naming the file, the field and the problem", () => {
    content.project(
      "tide-lines",
      projectFields({
        images: [
          { file: "01.jpg", alt: "One." },
          { file: "01.jpg", alt: "Two." },
          { file: "01.jpg" },
        ],
      }),
    );
    const run = buildImages();
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      "content/projects/tide-lines/project.md: images.2.alt: every image needs alt text\n",
    );
  });

  it("prepares every image, then takes them all from the cache on an unchanged rebuild", () => {
    const first = buildImages();
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(
      /^Images: 3 images and 0 videos, \d+ files encoded, 0 taken from the cache, in [\d.]+ s\.\n$/,
    );

    const second = buildImages();
    expect(second.status).toBe(0);
    expect(second.stdout).toMatch(
      /^Images: 3 images and 0 videos, 0 files encoded, \d+ taken from the cache, in [\d.]+ s\.\n$/,
    );
  });
});
