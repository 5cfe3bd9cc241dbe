import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import exifr from "exifr";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { encodeImages } from "../../scripts/build/images/encode-images.ts";
import {
  camera,
  displayP3Picture,
  displayP3Profile,
  p3Colours,
  pictureFromCamera,
} from "../../tests/fixtures/camera-pictures.ts";
import { imageFile } from "../../tests/fixtures/content-fixture.ts";
import { testLimits } from "../../tests/setup/test-limits.ts";
import { encodedImageKey } from "./image-encoding.ts";
import type { ImageManifest } from "./image-manifest.ts";
import type { SourceImage } from "./source-image.ts";

let root: string;
let contentDir: string;
let cacheDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "kept-metadata-"));
  contentDir = join(root, "content");
  cacheDir = join(root, "cache");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function put(path: string, bytes: Buffer) {
  mkdirSync(dirname(join(contentDir, path)), { recursive: true });
  writeFileSync(join(contentDir, path), bytes);
}

/** Every file the manifest names for a picture: its ladders, fallback, crops and share card. */
function filesOf(manifest: ImageManifest, path: string): string[] {
  const image = manifest.images[path];
  const tiles = manifest.tiles[path];
  const srcsets = [image?.avifSrcset, image?.webpSrcset, tiles?.avifSrcset, tiles?.webpSrcset];
  const urls = [
    ...srcsets.flatMap((srcset) => srcset?.split(", ").map((entry) => entry.split(" ")[0]) ?? []),
    image?.src,
    manifest.shares[path],
  ];
  return urls.flatMap((url) => (url ? [join(cacheDir, "files", url.replace("/img/", ""))] : []));
}

/** The pixel in the middle of each half, as the file stores it, in its own colour space. */
async function halves(file: string): Promise<{ left: number[]; right: number[] }> {
  const { data, info } = await sharp(file)
    .keepIccProfile()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number) => {
    const index = (Math.floor(info.height / 2) * info.width + x) * info.channels;
    return [...data.subarray(index, index + 3)];
  };
  return { left: at(Math.floor(info.width / 4)), right: at(Math.floor((info.width * 3) / 4)) };
}

function expectClose(actual: number[], expected: readonly number[], what: string) {
  const off = Math.max(...actual.map((value, index) => Math.abs(value - (expected[index] ?? 0))));
  expect(off, `${what}: ${actual} for ${expected}`).toBeLessThanOrEqual(6);
}

const full: SourceImage["usages"] = ["preview", "cell", "full", "share"];

describe("the files made of a picture", { timeout: testLimits.pictures }, () => {
  it("keep a Display P3 picture in P3, its profile embedded: colours outside sRGB survive in AVIF, WebP and the fallback", async () => {
    const profile = await displayP3Profile();
    const images: SourceImage[] = [
      { path: "p3/photo.jpg", usages: ["preview", "cell"] },
      { path: "p3/drawing.png", usages: ["preview", "cell"] },
    ];
    put("p3/photo.jpg", await displayP3Picture("jpeg"));
    put("p3/drawing.png", await displayP3Picture("png"));
    const { manifest } = await encodeImages({ contentDir, cacheDir, images });
    for (const { path } of images) {
      const files = filesOf(manifest, path);
      const formats = files.map((file) => file.split(".").pop());
      expect(formats).toEqual(
        expect.arrayContaining(["avif", "webp", path.endsWith(".png") ? "png" : "jpg"]),
      );
      for (const file of files) {
        const { icc } = await sharp(file).metadata();
        expect(icc?.equals(profile), `${file} keeps the P3 profile`).toBe(true);
        const { left, right } = await halves(file);
        expectClose(left, p3Colours.left, `${file}, P3 red`);
        expectClose(right, p3Colours.right, `${file}, P3 green`);
      }
    }
  });

  it("make a share card in sRGB, without a profile, since the sites that show them drop profiles", async () => {
    put("p3/photo.jpg", await displayP3Picture("jpeg", 1300, 700));
    const { manifest } = await encodeImages({
      contentDir,
      cacheDir,
      images: [{ path: "p3/photo.jpg", usages: ["share"] }],
    });
    const share = join(
      cacheDir,
      "files",
      (manifest.shares["p3/photo.jpg"] ?? "").replace("/img/", ""),
    );
    expect((await sharp(share).metadata()).icc).toBeUndefined();
  });

  it("keep an sRGB picture, and one without a profile, in sRGB without a profile, named by their key alone", async () => {
    const tagged = await sharp(await imageFile(400, 300))
      .withIccProfile("srgb")
      .jpeg()
      .toBuffer();
    put("s/tagged.jpg", tagged);
    put("s/plain.png", await imageFile(400, 300, "png"));
    const images: SourceImage[] = [
      { path: "s/tagged.jpg", usages: full },
      { path: "s/plain.png", usages: full },
    ];
    const { manifest } = await encodeImages({ contentDir, cacheDir, images });
    for (const { path } of images) {
      const key = encodedImageKey(readFileSync(join(contentDir, path)));
      for (const file of filesOf(manifest, path)) {
        expect(file).toMatch(new RegExp(`/${key}-(share-)?\\d`));
        expect((await sharp(file).metadata()).icc, file).toBeUndefined();
      }
    }
  });

  it("carry no metadata of the camera's: no position, serial number, owner, artist or copyright", async () => {
    const images: SourceImage[] = [
      { path: "cam/photo.jpg", usages: [...full, "tile"] },
      { path: "cam/scan.png", usages: [...full, "tile"] },
    ];
    put("cam/photo.jpg", await pictureFromCamera("jpeg", 600, 800));
    put("cam/scan.png", await pictureFromCamera("png", 600, 800));
    const { manifest } = await encodeImages({ contentDir, cacheDir, images });
    for (const { path } of images) {
      const files = filesOf(manifest, path);
      expect(files.some((file) => file.includes("-tile-"))).toBe(true);
      for (const file of files) {
        const { exif, xmp, iptc } = await sharp(file).metadata();
        expect({ exif, xmp, iptc }, file).toEqual({
          exif: undefined,
          xmp: undefined,
          iptc: undefined,
        });
        const text = readFileSync(file).toString("latin1");
        for (const word of [camera.serial, camera.owner, camera.city])
          expect(text).not.toContain(word);
      }
    }
  });

  it("keep the copyright and artist fields, and no other, when the artist asks, under names of their own", async () => {
    put("cam/photo.jpg", await pictureFromCamera("jpeg"));
    const images: SourceImage[] = [{ path: "cam/photo.jpg", usages: full }];
    const plain = await encodeImages({ contentDir, cacheDir, images });
    const { manifest } = await encodeImages({ contentDir, cacheDir, images, keepCopyright: true });
    const files = filesOf(manifest, "cam/photo.jpg");
    expect(files.every((file) => /-credit-/.test(file))).toBe(true);
    expect(files.some((file) => filesOf(plain.manifest, "cam/photo.jpg").includes(file))).toBe(
      false,
    );
    for (const file of files) {
      const { exif, xmp, iptc } = await sharp(file).metadata();
      expect({ xmp, iptc }, file).toEqual({ xmp: undefined, iptc: undefined });
      const tiff = exif?.subarray(exif.indexOf("Exif\0\0") + 6);
      const fields = await exifr.parse(tiff ?? Buffer.alloc(0), { gps: true, xmp: false });
      // EXIF text is plain ASCII: © is written (C).
      expect(fields.Copyright, file).toBe(camera.copyright.replace("©", "(C)"));
      expect(fields.Artist, file).toBe(camera.artist);
      for (const field of [
        "latitude",
        "GPSLatitude",
        "SerialNumber",
        "BodySerialNumber",
        "OwnerName",
        "CameraOwnerName",
        "Make",
      ]) {
        expect(fields[field], `${file}: ${field}`).toBeUndefined();
      }
    }
  });

  it("are made anew for a P3 picture whose flattened files an earlier build left in the cache", async () => {
    const bytes = await displayP3Picture("jpeg");
    put("p3/photo.jpg", bytes);
    // The names an earlier build gave the files of these bytes, then flattened to sRGB.
    const flattened = await sharp(bytes).resize({ width: 330 }).avif().toBuffer();
    const earlier = join(cacheDir, "files", `${encodedImageKey(bytes)}-330.avif`);
    mkdirSync(dirname(earlier), { recursive: true });
    writeFileSync(earlier, flattened);
    const { manifest } = await encodeImages({
      contentDir,
      cacheDir,
      images: [{ path: "p3/photo.jpg", usages: ["preview"] }],
    });
    const files = filesOf(manifest, "p3/photo.jpg");
    expect(files).not.toContain(earlier);
    const avif = files.find((file) => file.endsWith("-330.avif")) ?? "";
    expectClose((await halves(avif)).right, p3Colours.right, "the new AVIF");
  });
});
