import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { contentMedia } from "../../core/content/content-images.server.ts";
import { loadProjects } from "../../core/content/projects.server.ts";
import { e2eSite } from "../../tests/fixtures/e2e-site.ts";
import { testLimits } from "../../tests/setup/test-limits.ts";
import { makeScaleContent, markedJpeg, picturesPerProject } from "./scale-content.ts";

const scratch = mkdtempSync(join(tmpdir(), "scale-content-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("content grown for a scale run", { timeout: testLimits.pictures }, () => {
  it("copies the content and adds projects of eight pictures up to the number asked", async () => {
    const target = join(scratch, "grown");
    const sample = loadProjects(e2eSite.contentDir).length;
    const grown = await makeScaleContent(e2eSite.contentDir, target, sample + 5);

    expect(grown.projects).toBe(sample + 5);
    const projects = loadProjects(target);
    expect(projects).toHaveLength(sample + 5);
    const added = projects.filter((project) => project.id.startsWith("study-"));
    expect(added.map((project) => project.images.length)).toEqual(
      Array(5).fill(picturesPerProject),
    );
    // Each picture is a file of its own, so the build encodes it as new.
    const files = added.flatMap((project) => project.images.map((image) => image.path));
    const hashes = new Set(files.map((path) => sha(readFileSync(join(target, path)))));
    expect(hashes.size).toBe(files.length);
    // The build reads it all, and counts every picture.
    expect(contentMedia(target).images).toHaveLength(grown.pictures);

    const extra = await grown.addProject();
    expect(extra.pictures).toBe(picturesPerProject);
    expect(loadProjects(target)).toHaveLength(sample + 6);
  });

  it("marks a JPEG with a comment that leaves the picture as it was", async () => {
    const jpeg = await sharp({
      create: { width: 40, height: 30, channels: 3, background: "#336699" },
    })
      .jpeg()
      .toBuffer();
    const marked = markedJpeg(jpeg, "study-001/01.jpg");
    expect(sha(marked)).not.toBe(sha(jpeg));
    expect(marked.includes(Buffer.from("study-001/01.jpg"))).toBe(true);
    const [before, after] = await Promise.all(
      [jpeg, marked].map((bytes) => sharp(bytes).raw().toBuffer()),
    );
    expect(after?.equals(before ?? Buffer.alloc(0))).toBe(true);
    expect(() => markedJpeg(Buffer.from("not a picture"), "x")).toThrow("not a JPEG file");
  });
});
