import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pictureFromCamera } from "../tests/fixtures/camera-pictures.ts";
import {
  type ContentFixture,
  createContentFixture,
  projectFields,
} from "../tests/fixtures/content-fixture.ts";
import { testLimits } from "../tests/setup/test-limits.ts";

const script = resolve("scripts/check-content.ts");
let content: ContentFixture;

beforeEach(async () => {
  content = await createContentFixture();
}, testLimits.pictures);
afterEach(() => content.remove());

/** Runs the check the way `npm run check:content` does, from the fixture's root. */
function checkContent() {
  return spawnSync(process.execPath, [script], {
    cwd: content.root,
    env: { ...process.env, CONTENT_DIR: "content" },
    encoding: "utf8",
  });
}

describe("the content check", { timeout: testLimits.process }, () => {
  it("says what it found in a valid content folder", () => {
    const run = checkContent();
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("content is valid: 1 project, 3 images, 0 videos.\n");
    expect(run.status).toBe(0);
  });

  it("leaves a draft out, as a publish does, whatever it still lacks, and says so", () => {
    content.project("tide-pools", projectFields({ draft: true, images: [{ file: "01.jpg" }] }));
    const run = checkContent();
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe(
      "content is valid: 1 project, 3 images, 0 videos; 1 draft left out (tide-pools).\n",
    );
    expect(run.status).toBe(0);
  });

  it("names the artist's file when a draft: is neither true nor false", () => {
    content.project("tide-pools", projectFields({ draft: "yes" }));
    const run = checkContent();
    expect(run.stderr).toMatch(
      /^content\/projects\/tide-pools\/project\.md: draft: must be true or false/,
    );
    expect(run.status).toBe(1);
  });

  it("fails with one line naming the file, the field and the problem", () => {
    content.project("tide-lines", projectFields({ year: "last spring" }));
    const run = checkContent();
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      "content/projects/tide-lines/project.md: year: must be a year such as 2021, or a range such as 2023/2025\n",
    );
  });

  it("finds a missing image, like the build", () => {
    content.file("home.yaml", "slides:\n  - file: home/slide-9.jpg\n    alt: A field.\n");
    const run = checkContent();
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'content/home.yaml: slides.0.file: no file "home/slide-9.jpg" in content\n',
    );
  });

  it("warns, naming each file, about pictures that say where they were taken, and still passes", async () => {
    content.file("projects/tide-lines/01.jpg", await pictureFromCamera("jpeg"));
    content.file("home/unused.png", await pictureFromCamera("png"));
    content.file(
      "projects/tide-lines/film.mp4",
      readFileSync(resolve("tests/fixtures/films/located-loci.mp4")),
    );
    const run = checkContent();
    expect(run.status).toBe(0);
    expect(run.stdout).toBe("content is valid: 1 project, 3 images, 0 videos.\n");
    const warnings = run.stderr.trim().split("\n");
    expect(warnings).toHaveLength(3);
    expect(warnings[2]).toMatch(
      /^content\/projects\/tide-lines\/film\.mp4: says where it was shot, in its metadata\. The site publishes a copy without it/,
    );
    expect(warnings[0]).toMatch(
      /^content\/home\/unused\.png: says where it was taken \(a GPS position in its EXIF, the place in its XMP\)\. /,
    );
    expect(warnings[1]).toMatch(
      /^content\/projects\/tide-lines\/01\.jpg: says where it was taken \(a GPS position in its EXIF, the place in its XMP, place names in its IPTC\)\. .*Studio/,
    );
  });

  it("finds a broken site.yaml", () => {
    content.file("site.yaml", "name: [unclosed\n");
    const run = checkContent();
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^content\/site\.yaml: cannot be read as YAML: /);
  });
});
