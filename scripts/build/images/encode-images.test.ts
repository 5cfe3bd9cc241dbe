import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { videoHasLocation } from "../../../core/images/metadata/video-location.server.ts";
import type { SourceImage } from "../../../core/images/source-image.ts";
import { imageFile } from "../../../tests/fixtures/content-fixture.ts";
import { testLimits } from "../../../tests/setup/test-limits.ts";
import { type EncodeProgress, encodeImages, planImages } from "./encode-images.ts";

let root: string;
let contentDir: string;
let cacheDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "encode-images-"));
  contentDir = join(root, "content");
  cacheDir = join(root, "cache");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function put(path: string, bytes: Buffer | string) {
  mkdirSync(dirname(join(contentDir, path)), { recursive: true });
  writeFileSync(join(contentDir, path), bytes);
}

function cached(url: string): string {
  return join(cacheDir, "files", url.replace("/img/", ""));
}

function urls(srcset: string): string[] {
  return srcset.split(", ").map((candidate) => candidate.split(" ")[0] ?? "");
}

const grid: SourceImage = { path: "projects/a/01.jpg", usages: ["preview", "cell"] };

/** Three different pictures, a/1.jpg to a/3.jpg, none of them in the cache. */
async function threeNewPictures(): Promise<SourceImage[]> {
  const images: SourceImage[] = [1, 2, 3].map((n) => ({ path: `a/${n}.jpg`, usages: ["preview"] }));
  for (const [index, image] of images.entries()) {
    put(image.path, await imageFile(300 + index * 10, 200));
  }
  return images;
}

// Each test encodes real pictures, AVIF the slowest: about a second on an idle machine of two
// cores, several when both are busy with other test files.
describe("the image step", { timeout: testLimits.pictures }, () => {
  it("encodes AVIF and WebP at every width the image's usages need", async () => {
    put(grid.path, await imageFile(900, 600));
    const { manifest } = await encodeImages({ contentDir, cacheDir, images: [grid] });
    const image = manifest.images[grid.path];

    expect(image?.avifSrcset).toMatch(
      /^\/img\/([0-9a-f]{16})-330\.avif 330w, \/img\/\1-480\.avif 480w, \/img\/\1-680\.avif 680w, \/img\/\1-800\.avif 800w$/,
    );
    expect(image?.webpSrcset).toBe(image?.avifSrcset.replaceAll(".avif", ".webp"));
    for (const [srcset, format] of [
      [image?.avifSrcset ?? "", "heif"],
      [image?.webpSrcset ?? "", "webp"],
    ] as const) {
      for (const url of urls(srcset)) {
        const metadata = await sharp(cached(url)).metadata();
        expect(metadata.format).toBe(format);
        expect(`${metadata.width}w`).toBe(
          srcset
            .split(", ")
            .find((c) => c.startsWith(url))
            ?.split(" ")[1],
        );
      }
    }
  });

  it("keeps the original format as the fallback, at most 1280 px wide", async () => {
    // Long thin pictures: the widths matter here, not the pixel count.
    put("a/wide.jpg", await imageFile(1400, 60));
    put("a/flat.png", await imageFile(700, 60, "png"));
    const { manifest } = await encodeImages({
      contentDir,
      cacheDir,
      images: [
        { path: "a/wide.jpg", usages: ["preview"] },
        { path: "a/flat.png", usages: ["preview"] },
      ],
    });

    const jpeg = manifest.images["a/wide.jpg"]?.src ?? "";
    expect(jpeg).toMatch(/-1280\.jpg$/);
    expect(await sharp(cached(jpeg)).metadata()).toMatchObject({ format: "jpeg", width: 1280 });
    const png = manifest.images["a/flat.png"]?.src ?? "";
    expect(png).toMatch(/-700\.png$/);
    expect(await sharp(cached(png)).metadata()).toMatchObject({ format: "png", width: 700 });
  });

  it("crops an image with the share usage to a 1200x630 JPEG covering the frame", async () => {
    put("a/tall.png", await imageFile(600, 900, "png"));
    put("a/wide.jpg", await imageFile(2400, 800));
    const { manifest } = await encodeImages({
      contentDir,
      cacheDir,
      images: [
        { path: "a/tall.png", usages: ["full", "share"] },
        { path: "a/wide.jpg", usages: ["share"] },
      ],
    });

    expect(Object.keys(manifest.shares)).toEqual(["a/tall.png", "a/wide.jpg"]);
    for (const url of Object.values(manifest.shares)) {
      expect(url).toMatch(/^\/img\/[0-9a-f]{16}-share-1200x630\.jpg$/);
      expect(manifest.outputs).toContain(url.replace("/img/", ""));
      expect(await sharp(cached(url)).metadata()).toMatchObject({
        format: "jpeg",
        width: 1200,
        height: 630,
      });
    }
  });

  it("keeps a picture's focal point in its link-preview crop, however near an edge it is", async () => {
    // A grey square picture with a red patch in its bottom left corner, where a centred crop
    // to the card's wide frame cuts it off.
    const size = 1200;
    const patch = { left: 40, top: 1080, width: 120, height: 80 };
    const red = await sharp({
      create: { width: patch.width, height: patch.height, channels: 3, background: "#ff0000" },
    })
      .png()
      .toBuffer();
    const picture = await sharp({
      create: { width: size, height: size, channels: 3, background: "#808080" },
    })
      .composite([{ input: red, left: patch.left, top: patch.top }])
      .jpeg()
      .toBuffer();
    put("a/centred.jpg", picture);
    put("a/focused.jpg", picture);
    const focus = { x: 8, y: 93 };
    const { manifest } = await encodeImages({
      contentDir,
      cacheDir,
      images: [
        { path: "a/centred.jpg", usages: ["share"] },
        { path: "a/focused.jpg", usages: ["share"], focus },
      ],
    });

    const reds = async (url: string | undefined) => {
      const { data } = await sharp(cached(url ?? ""))
        .raw()
        .toBuffer({ resolveWithObject: true });
      let count = 0;
      for (let index = 0; index < data.length; index += 3) {
        if ((data[index] ?? 0) > 200 && (data[index + 1] ?? 255) < 60) count += 1;
      }
      return count;
    };
    const focused = manifest.shares["a/focused.jpg"];
    expect(focused).toMatch(/-f8x93-share-1200x630\.jpg$/);
    expect(await sharp(cached(focused ?? "")).metadata()).toMatchObject({
      width: 1200,
      height: 630,
    });
    // The whole patch, scaled to the card as the picture is (1:1 here), is in the card.
    expect(await reds(focused)).toBeGreaterThan(patch.width * patch.height * 0.9);
    expect(await reds(manifest.shares["a/centred.jpg"])).toBe(0);
  });

  it("crops a picture taller than a category cell to the cell's 4:3 frame, at its widths", async () => {
    const tall: SourceImage = { path: "a/tall.jpg", usages: ["cell", "tile"] };
    put(tall.path, await imageFile(1000, 1250));
    const { manifest } = await encodeImages({ contentDir, cacheDir, images: [tall] });

    const tile = manifest.tiles[tall.path];
    expect(tile?.avifSrcset).toMatch(
      /^\/img\/([0-9a-f]{16})-tile-480\.avif 480w, \/img\/\1-tile-680\.avif 680w, \/img\/\1-tile-800\.avif 800w$/,
    );
    expect(tile?.webpSrcset).toBe(tile?.avifSrcset.replaceAll(".avif", ".webp"));
    for (const url of [...urls(tile?.avifSrcset ?? ""), ...urls(tile?.webpSrcset ?? "")]) {
      const { width = 0, height = 0 } = await sharp(cached(url)).metadata();
      expect(url).toContain(`-tile-${width}.`);
      expect(height).toBe((width * 3) / 4);
      expect(manifest.outputs).toContain(url.replace("/img/", ""));
    }
    // The grid's uncropped widths stay as they were, for the project page.
    expect(manifest.images[tall.path]?.avifSrcset).not.toContain("-tile-");
  });

  it("crops a category cell around a picture's focal point, in files of their own", async () => {
    const tall: SourceImage = {
      path: "a/tall.jpg",
      usages: ["cell", "tile"],
      focus: { x: 50, y: 0 },
    };
    put(tall.path, await imageFile(1000, 1250));
    const { manifest } = await encodeImages({ contentDir, cacheDir, images: [tall] });
    const tiles = urls(manifest.tiles[tall.path]?.avifSrcset ?? "");
    expect(tiles).toHaveLength(3);
    for (const url of tiles) expect(url).toMatch(/-f50x0-tile-\d+\.avif$/);
    // The top band of the fixture's pixels: its green channel counts the rows down.
    const { data } = await sharp(cached(tiles[0] ?? ""))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[1]).toBeLessThan(12);
    // The uncropped widths are the same files whatever the focal point.
    expect(manifest.images[tall.path]?.avifSrcset).not.toContain("-f50x0");
  });

  it("makes no cell crop of a picture with the cell's shape or wider", async () => {
    put("a/frame.jpg", await imageFile(800, 600));
    put("a/wide.jpg", await imageFile(900, 500));
    const { manifest } = await encodeImages({
      contentDir,
      cacheDir,
      images: [
        { path: "a/frame.jpg", usages: ["cell", "tile"] },
        { path: "a/wide.jpg", usages: ["cell", "tile"] },
      ],
    });
    expect(manifest.tiles).toEqual({});
    expect(manifest.outputs.filter((name) => name.includes("-tile-"))).toEqual([]);
  });

  it("makes no link-preview crop of an image without the share usage", async () => {
    put(grid.path, await imageFile(900, 600));
    const { manifest } = await encodeImages({ contentDir, cacheDir, images: [grid] });
    expect(manifest.shares).toEqual({});
    expect(manifest.outputs.some((name) => name.includes("share"))).toBe(false);
  });

  it("records the upright size of a photo turned by its camera, and a tiny placeholder", async () => {
    const sideways = await sharp(await imageFile(60, 40))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    put(grid.path, sideways);
    const { manifest } = await encodeImages({ contentDir, cacheDir, images: [grid] });
    const image = manifest.images[grid.path];

    expect(image).toMatchObject({ width: 40, height: 60 });
    expect(image?.color).toMatch(/^#[0-9a-f]{6}$/);
    const [, base64 = ""] = image?.blurDataUri.split("data:image/webp;base64,") ?? [];
    const blur = await sharp(Buffer.from(base64, "base64")).metadata();
    expect(blur).toMatchObject({ format: "webp" });
    expect(Math.max(blur.width, blur.height)).toBeLessThanOrEqual(16);
    expect(blur.height).toBeGreaterThan(blur.width);
    const upright = await sharp(cached(image?.src ?? "")).metadata();
    expect(upright).toMatchObject({ width: 40, height: 60 });
  });

  it("encodes nothing again on an unchanged second run, and gives the same manifest", async () => {
    put(grid.path, await imageFile(900, 600));
    const first = await encodeImages({ contentDir, cacheDir, images: [grid] });
    const files = readdirSync(join(cacheDir, "files")).sort();
    const second = await encodeImages({ contentDir, cacheDir, images: [grid] });

    expect(first).toMatchObject({ encoded: 9, reused: 0 });
    expect(second).toMatchObject({ encoded: 0, reused: 9 });
    expect(second.manifest).toEqual(first.manifest);
    expect(readdirSync(join(cacheDir, "files")).sort()).toEqual(files);
    expect(first.manifest.outputs).toEqual(files);
  });

  it("tells its progress, the cached images first, then the new ones with their time", async () => {
    const known: SourceImage = { path: "a/known.jpg", usages: ["preview"] };
    const fresh: SourceImage = { path: "a/fresh.jpg", usages: ["preview"] };
    put(known.path, await imageFile(400, 300));
    put(fresh.path, await imageFile(300, 400));
    await encodeImages({ contentDir, cacheDir, images: [known] });
    const seen: EncodeProgress[] = [];
    await encodeImages({
      contentDir,
      cacheDir,
      images: [fresh, known],
      onProgress: (progress) => seen.push(progress),
    });

    expect(
      seen.map(({ done, total, encoding }) => [done, total, encoding.done, encoding.total]),
    ).toEqual([
      [0, 2, 0, 1],
      [1, 2, 0, 1],
      [2, 2, 1, 1],
    ]);
    expect(seen[1]?.encoding.ms).toBe(0);
    expect(seen[2]?.encoding.ms).toBeGreaterThan(0);
  });

  it("knows each picture's size, placeholder and file names before encoding them", async () => {
    const fresh: SourceImage = { path: "a/fresh.jpg", usages: ["preview"] };
    put(fresh.path, await imageFile(500, 300));
    const plan = await planImages({ contentDir, cacheDir, images: [fresh] });
    expect(plan.toEncode).toBe(1);
    expect(plan.manifest.images[fresh.path]).toMatchObject({
      width: 500,
      height: 300,
      color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      blurDataUri: expect.stringMatching(/^data:image\/webp;base64,/),
    });
    expect(readdirSync(join(cacheDir, "files"))).toEqual([]);

    const report = await plan.encode();
    expect(report.manifest).toEqual(plan.manifest);
    expect(readdirSync(join(cacheDir, "files")).sort()).toEqual(plan.manifest.outputs);
  });

  it("stops encoding before its next picture when told to, keeping the files of those done", async () => {
    const images = await threeNewPictures();
    const stop = new AbortController();
    const plan = await planImages({ contentDir, cacheDir, images, parallel: 1 });
    const encoding = plan.encode({
      signal: stop.signal,
      onProgress: ({ encoding }) => {
        if (encoding.done === 1) stop.abort(new Error("the pages failed"));
      },
    });
    await expect(encoding).rejects.toThrow("the pages failed");
    const kept = readdirSync(join(cacheDir, "files"));
    const firstFiles = plan.manifest.outputs.filter((name) =>
      plan.manifest.images["a/1.jpg"]?.avifSrcset.includes(name.split("-")[0] ?? "-"),
    );
    expect(kept.sort()).toEqual(firstFiles);
    const done = await encodeImages({ contentDir, cacheDir, images, parallel: 1 });
    expect(done).toMatchObject({
      encoded: plan.manifest.outputs.length - kept.length,
      reused: kept.length,
    });
  });

  it("refuses a picture changed after it was planned, once no other picture is being encoded", async () => {
    const images = await threeNewPictures();
    const plan = await planImages({ contentDir, cacheDir, images, parallel: 2 });
    // Files named after the planned bytes must not hold others.
    put("a/1.jpg", await imageFile(250, 250));
    const seen: EncodeProgress[] = [];
    await expect(plan.encode({ onProgress: (progress) => seen.push(progress) })).rejects.toThrow(
      `${join(contentDir, "a/1.jpg")}: changed while the build was running: build again`,
    );
    // The picture being encoded beside it was finished before the failure was told, and no
    // other was started.
    expect(seen.at(-1)?.encoding).toMatchObject({ done: 1, total: 3 });
  });

  it("encodes a changed image again under new names", async () => {
    put(grid.path, await imageFile(400, 300));
    const before = await encodeImages({ contentDir, cacheDir, images: [grid] });
    put(grid.path, await imageFile(400, 200));
    const after = await encodeImages({ contentDir, cacheDir, images: [grid] });

    expect(after.encoded).toBeGreaterThan(0);
    expect(after.reused).toBe(0);
    expect(after.manifest.images[grid.path]?.src).not.toBe(before.manifest.images[grid.path]?.src);
    expect(after.manifest.images[grid.path]).toMatchObject({ width: 400, height: 200 });
  });

  it("encodes only the widths a new usage adds", async () => {
    put(grid.path, await imageFile(900, 600));
    await encodeImages({ contentDir, cacheDir, images: [{ ...grid, usages: ["cell"] }] });
    const widened = await encodeImages({ contentDir, cacheDir, images: [grid] });
    // 480, 680 and 800 in two formats and the fallback were there; 330 is new (680 serves the
    // preview's 660).
    expect(widened).toMatchObject({ encoded: 2, reused: 7 });
  });

  it("encodes an image used in two places once", async () => {
    const bytes = await imageFile(400, 300);
    put("a/01.jpg", bytes);
    put("b/01.jpg", bytes);
    const { manifest, encoded } = await encodeImages({
      contentDir,
      cacheDir,
      images: [
        { path: "a/01.jpg", usages: ["preview"] },
        { path: "b/01.jpg", usages: ["preview"] },
      ],
    });
    expect(encoded).toBe(5);
    expect(manifest.images["b/01.jpg"]).toEqual(manifest.images["a/01.jpg"]);
  });

  it("fails with the file's path when a file is not an image", async () => {
    put(grid.path, "this is not a picture");
    await expect(encodeImages({ contentDir, cacheDir, images: [grid] })).rejects.toThrow(
      new RegExp(`^${join(contentDir, grid.path)}: cannot be read as an image: `),
    );
  });

  it("publishes a film that says where it was shot without it, named by the bytes published", async () => {
    const film = readFileSync(
      join(import.meta.dirname, "../../../tests/fixtures/films/located-loci.mp4"),
    );
    put("projects/a/film.mp4", film);
    const { manifest } = await encodeImages({
      contentDir,
      cacheDir,
      images: [],
      files: ["projects/a/film.mp4"],
    });
    const published = readFileSync(cached(manifest.files["projects/a/film.mp4"] ?? ""));
    expect(videoHasLocation(film)).toBe(true);
    expect(videoHasLocation(published)).toBe(false);
    expect(published.length).toBe(film.length);
    expect(manifest.files["projects/a/film.mp4"]).toBe(
      `/img/${createHash("sha256").update(published).digest("hex").slice(0, 16)}.mp4`,
    );
  });

  it("publishes a video file as it is, named by its content", async () => {
    put("projects/a/film.mp4", "moving pictures");
    const first = await encodeImages({
      contentDir,
      cacheDir,
      images: [],
      files: ["projects/a/film.mp4"],
    });
    const url = first.manifest.files["projects/a/film.mp4"] ?? "";
    expect(url).toMatch(/^\/img\/[0-9a-f]{16}\.mp4$/);
    expect(first.manifest.outputs).toEqual([url.replace("/img/", "")]);
    const second = await encodeImages({
      contentDir,
      cacheDir,
      images: [],
      files: ["projects/a/film.mp4"],
    });
    expect(second).toMatchObject({ encoded: 0, reused: 1 });
  });
});
