import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { imageFile } from "../../tests/fixtures/content-fixture.ts";
import { testLimits } from "../../tests/setup/test-limits.ts";
import { encodeImages } from "./images/encode-images.ts";
import { publishImages } from "./publish-images.ts";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "publish-images-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("publishing the prepared images into the built site", {
  timeout: testLimits.pictures,
}, () => {
  it("puts exactly the files the pages link to into img/, twice without complaint", async () => {
    const contentDir = join(root, "content");
    const cacheDir = join(root, "cache");
    const target = join(root, "build", "client", "img");
    mkdirSync(join(contentDir, "a"), { recursive: true });
    writeFileSync(join(contentDir, "a", "01.jpg"), await imageFile(400, 300));
    const { manifest } = await encodeImages({
      contentDir,
      cacheDir,
      images: [{ path: "a/01.jpg", usages: ["preview"] }],
    });
    expect(await publishImages(manifest, cacheDir, target)).toBe(manifest.outputs.length);
    expect(await publishImages(manifest, cacheDir, target)).toBe(manifest.outputs.length);
    expect(readdirSync(target).sort()).toEqual(manifest.outputs);
    const fallback = manifest.images["a/01.jpg"]?.src.replace("/img/", "") ?? "";
    expect(existsSync(join(target, fallback))).toBe(true);
    expect(readFileSync(join(target, fallback))).toEqual(
      readFileSync(join(cacheDir, "files", fallback)),
    );
  });
});
