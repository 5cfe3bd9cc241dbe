import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import exifr from "exifr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { locationIn } from "../../core/images/metadata/picture-location.server.ts";
import type { ProjectEditor, UploadStarted } from "../../core/studio/content-api.ts";
import { maxUploadBytes, uploadChunkBytes } from "../../core/studio/content-api.ts";
import {
  camera,
  displayP3Profile,
  pictureFromCamera,
} from "../../tests/fixtures/camera-pictures.ts";
import { imageFile } from "../../tests/fixtures/content-fixture.ts";
import { testLimits } from "../../tests/setup/test-limits.ts";
import { contentStudio } from "../testing/content-studio.ts";

type Studio = Awaited<ReturnType<typeof contentStudio>>;

async function addPicture(s: Studio, bytes: Uint8Array) {
  const editor = await s.ok<ProjectEditor>("GET", "/projects/tide-lines");
  return s.call("POST", "/projects/tide-lines/images", {
    version: editor.version,
    upload: await s.upload(bytes),
  });
}

function folder(s: Studio): string[] {
  return readdirSync(join(s.fixture.dir, "projects/tide-lines")).sort();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const name = Buffer.from(type, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([name, data])));
  return Buffer.concat([length, name, data, crc]);
}

/** A PNG whose header claims a size; only a sliver of its pixel data is there. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(Buffer.alloc(100))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The start of an iPhone photo: an ISO media file of brand `heic`. */
function heicStart(): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write("ftypheic", 4, "latin1");
  box.write("mif1heic", 16, "latin1");
  return Buffer.concat([box, Buffer.alloc(2000, 7)]);
}

describe("pictures on their way in", { timeout: testLimits.pictures }, () => {
  it("converts WebP and TIFF to JPEG, and keeps a transparent one as PNG", async () => {
    const s = await contentStudio();
    const pixels = await imageFile(40, 30);
    for (const bytes of [
      await sharp(pixels).webp().toBuffer(),
      await sharp(pixels).tiff().toBuffer(),
      await sharp(pixels).ensureAlpha(0.5).webp().toBuffer(),
    ]) {
      expect((await addPicture(s, bytes)).status).toBe(200);
    }
    expect(folder(s)).toEqual(["01.jpg", "02.jpg", "03.jpg", "04.png", "project.md"]);
    const formats = await Promise.all(
      ["02.jpg", "03.jpg", "04.png"].map(
        async (name) =>
          (await sharp(join(s.fixture.dir, "projects/tide-lines", name)).metadata()).format,
      ),
    );
    expect(formats).toEqual(["jpeg", "jpeg", "png"]);
  });

  it.each([
    ["an iPhone HEIC photo", heicStart(), /HEIC photo.*Export it as JPEG/],
    [
      "text named like a picture",
      Buffer.from("<svg>not a photo</svg>".repeat(20)),
      /not a picture the Studio can read/,
    ],
    [
      "a GIF",
      Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"),
      /GIF file; the Studio takes JPEG, PNG, WebP, AVIF or TIFF/,
    ],
    [
      "a picture of more than 100 megapixels",
      pngHeader(12_000, 9_000),
      /12000 × 9000 pixels \(108 megapixels\).*up to 100 megapixels/,
    ],
  ])("refuses %s with a clear message and keeps nothing", async (_, bytes, message) => {
    const s = await contentStudio();
    const res = await addPicture(s, bytes);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      error: "unsupported_image",
      message: expect.stringMatching(message),
    });
    expect(folder(s)).toEqual(["01.jpg", "project.md"]);
    expect(readdirSync(join(s.studio.dataDir, "studio", "uploads"))).toEqual([]);
  });

  it("refuses a picture cut short, found by decoding it", async () => {
    const s = await contentStudio();
    const whole = await sharp(await imageFile(400, 300))
      .jpeg({ quality: 95 })
      .toBuffer();
    const res = await addPicture(s, whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /cannot be read to the end; it may be damaged or not fully copied/,
    );
    expect(folder(s)).toEqual(["01.jpg", "project.md"]);
  });

  it("refuses a file larger than 50 MB before any byte of it is sent", async () => {
    const s = await contentStudio();
    const res = await s.call("POST", "/uploads", { size: maxUploadBytes + 1 });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(
      "This file is 50.0 MB; the Studio takes pictures of up to 50.0 MB. Export it smaller and add it again.",
    );
  });

  it("says clearly when the content folder's quota is full", async () => {
    const s = await contentStudio({ quotaBytes: 16 * 1024 });
    const res = await s.call("POST", "/uploads", { size: 15 * 1024 });
    expect(res.status).toBe(507);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^There is no room for this picture \(15 KB\): your content takes \d+ KB of the 16 KB the server allows, with the earlier versions and removed pictures it keeps; \d+ KB is free\. Ask whoever runs the server to allow more \(CONTENT_QUOTA_MB\), or to clear what the Studio keeps in its data folder \(studio\/trash\)\.$/,
    );
  });

  it("counts against the quota the bytes kept beside the content: trash, previews and history", async () => {
    const s = await contentStudio({ quotaBytes: 256 * 1024 });
    const bytes = await sharp(await imageFile(40, 30))
      .jpeg()
      .toBuffer();
    expect((await s.call("POST", "/uploads", { size: bytes.length })).status).toBe(201);
    for (const folder of ["studio/trash", "studio/previews", "history/objects"]) {
      mkdirSync(join(s.studio.dataDir, folder), { recursive: true });
    }
    writeFileSync(join(s.studio.dataDir, "studio/trash/old.jpg"), Buffer.alloc(110 * 1024));
    writeFileSync(join(s.studio.dataDir, "studio/previews/a.webp"), Buffer.alloc(70 * 1024));
    writeFileSync(join(s.studio.dataDir, "history/objects/ab"), Buffer.alloc(90 * 1024));
    const full = await s.call("POST", "/uploads", { size: bytes.length });
    expect(full.status).toBe(507);
  });

  it("refuses a picture whose converted file would not fit, though its upload did", async () => {
    const noise = await sharp({
      create: {
        width: 300,
        height: 300,
        channels: 4,
        background: { r: 128, g: 128, b: 128, alpha: 0.5 },
        noise: { type: "gaussian", mean: 128, sigma: 80 },
      },
    })
      .webp({ quality: 1 })
      .toBuffer();
    // Room for the small WebP, not for the PNG of every pixel it becomes.
    const quotaBytes = noise.length + 64 * 1024;
    const png = await sharp(noise).png({ compressionLevel: 9 }).toBuffer();
    expect(png.length).toBeGreaterThan(quotaBytes);
    const s = await contentStudio({ quotaBytes });
    const res = await addPicture(s, noise);
    expect(res.status).toBe(507);
    expect(((await res.json()) as { message: string }).message).toMatch(/^There is no room/);
    expect(folder(s)).toEqual(["01.jpg", "project.md"]);
  });

  it("moves into the content folder only the bytes it checked, whatever part arrives meanwhile", async () => {
    const s = await contentStudio();
    const checked = await sharp(await imageFile(800, 600))
      .jpeg({ quality: 95 })
      .toBuffer();
    const id = await s.upload(checked);
    const editor = await s.ok<ProjectEditor>("GET", "/projects/tide-lines");
    const [added, swapped] = await Promise.all([
      s.call("POST", "/projects/tide-lines/images", { version: editor.version, upload: id }),
      s.part(id, 0, Buffer.alloc(checked.length, 0x41)),
    ]);
    if (added.status === 200) {
      expect(swapped.status).toBe(409);
      expect(readFileSync(join(s.fixture.dir, "projects/tide-lines/02.jpg")).equals(checked)).toBe(
        true,
      );
    } else {
      // The part got there first: the upload was no longer the one checked, and nothing moved.
      expect(added.status).toBe(409);
      expect(folder(s)).toEqual(["01.jpg", "project.md"]);
    }
  });

  it("takes a file in parts, a part sent again after a broken connection replacing itself", async () => {
    const s = await contentStudio();
    const bytes = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(bytes.length).toBeGreaterThan(uploadChunkBytes / 8);
    const half = Math.floor(bytes.length / 2);
    const { id } = await s.ok<UploadStarted>("POST", "/uploads", { size: bytes.length });
    expect((await s.part(id, 0, bytes.subarray(0, half))).status).toBe(200);
    // The same part again, as after a connection that broke before its answer arrived.
    expect(await (await s.part(id, 0, bytes.subarray(0, half))).json()).toEqual({ received: half });
    const skipped = await s.part(id, half + 10, bytes.subarray(half + 10));
    expect(skipped.status).toBe(409);
    expect(await (await s.part(id, half, bytes.subarray(half))).json()).toEqual({
      received: bytes.length,
    });
    const tooMuch = await s.part(id, bytes.length, Buffer.alloc(10));
    expect(tooMuch.status).toBe(413);
    const editor = await s.ok<ProjectEditor>("GET", "/projects/tide-lines");
    expect(
      (await s.call("POST", "/projects/tide-lines/images", { version: editor.version, upload: id }))
        .status,
    ).toBe(200);
    expect(readFileSync(join(s.fixture.dir, "projects/tide-lines/02.jpg")).equals(bytes)).toBe(
      true,
    );
  });

  it("refuses a part larger than the part size and one sent as anything but raw bytes", async () => {
    const s = await contentStudio();
    const { id } = await s.ok<UploadStarted>("POST", "/uploads", { size: uploadChunkBytes * 2 });
    const big = await s.part(id, 0, Buffer.alloc(uploadChunkBytes + 2048));
    expect(big.status).toBe(413);
    const form = await s.studio.asOwner(s.browser, `/api/studio/uploads/${id}?offset=0`, {
      method: "PUT",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: "--x--",
    });
    expect(form.status).toBe(415);
  });

  it.each(["..%2F..%2Fetc", "0123456789abcdef0123456789abcde%2F", "ZZ"])(
    "answers 404 for the upload id %s",
    async (id) => {
      const s = await contentStudio();
      const res = await s.part(id, 0, Buffer.from("x"));
      expect(res.status).toBe(404);
    },
  );

  it("never uses the name a browser gave the file", async () => {
    const s = await contentStudio();
    const start = await s.call("POST", "/uploads", { size: 10, name: "../../evil.jpg" });
    expect(start.status).toBe(400);
  });
});

/** A stored picture of the project, its bytes and what a reader other than ours finds in it. */
async function stored(s: Studio, name: string) {
  const bytes = readFileSync(join(s.fixture.dir, "projects/tide-lines", name));
  const fields = (await exifr.parse(bytes, { gps: true, xmp: true, iptc: true })) ?? {};
  return { bytes, fields, icc: (await sharp(bytes).metadata()).icc };
}

/** The JPEG's compressed picture: everything from its start of scan on. */
function scan(jpeg: Buffer): Buffer {
  return jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xda])));
}

describe("pictures from a camera", { timeout: testLimits.pictures }, () => {
  it("are stored without the place they were taken, their picture, profile and copyright kept byte for byte", async () => {
    const s = await contentStudio();
    const [jpeg, png] = [await pictureFromCamera("jpeg"), await pictureFromCamera("png")];
    expect((await addPicture(s, jpeg)).status).toBe(200);
    expect((await addPicture(s, png)).status).toBe(200);
    const p3 = await displayP3Profile();
    for (const [name, sent] of [
      ["02.jpg", jpeg],
      ["03.png", png],
    ] as const) {
      const { bytes, fields, icc } = await stored(s, name);
      expect(locationIn(bytes), name).toEqual([]);
      expect(fields.latitude, name).toBeUndefined();
      expect(fields.City, name).toBeUndefined();
      expect(fields.Copyright, name).toBe(camera.copyright.replace("©", "(C)"));
      expect(icc?.equals(p3), name).toBe(true);
      expect((await sharp(bytes).raw().toBuffer()).equals(await sharp(sent).raw().toBuffer())).toBe(
        true,
      );
    }
    expect(scan((await stored(s, "02.jpg")).bytes).equals(scan(jpeg))).toBe(true);
  });

  it("are stored exactly as sent when they say nowhere where they were taken", async () => {
    const s = await contentStudio();
    const plain = await sharp(await imageFile(60, 40))
      .withIccProfile("p3")
      .jpeg()
      .toBuffer();
    expect((await addPicture(s, plain)).status).toBe(200);
    expect((await stored(s, "02.jpg")).bytes.equals(plain)).toBe(true);
  });

  it("converted from WebP keep their colour profile and copyright, and lose their place", async () => {
    const s = await contentStudio();
    const webp = await sharp(await pictureFromCamera("jpeg"))
      .keepMetadata()
      .webp()
      .toBuffer();
    // The WebP says where it was taken: its EXIF (a TIFF block after "Exif\0\0") has the GPS.
    const exif = (await sharp(webp).metadata()).exif ?? Buffer.alloc(0);
    expect((await exifr.gps(exif.subarray(6)))?.latitude).toBeCloseTo(camera.latitude, 3);
    expect((await addPicture(s, webp)).status).toBe(200);
    const { bytes, fields, icc } = await stored(s, "02.jpg");
    expect(locationIn(bytes)).toEqual([]);
    expect(fields.latitude).toBeUndefined();
    expect(fields.Copyright).toBe(camera.copyright.replace("©", "(C)"));
    expect(fields.Artist).toBe(camera.artist);
    expect(fields.SerialNumber).toBeUndefined();
    expect(icc?.equals(await displayP3Profile())).toBe(true);
  });

  it("whose metadata does not hold together are re-encoded rather than kept with their place", async () => {
    const s = await contentStudio();
    const broken = await pictureFromCamera("jpeg");
    // The GPS fields' link in IFD0 pointed far past the end of the EXIF block.
    const link = broken.indexOf(Buffer.from([0x25, 0x88, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00]));
    broken.writeUInt32LE(0x7fff0000, link + 8);
    expect((await addPicture(s, broken)).status).toBe(200);
    const { bytes, fields, icc } = await stored(s, "02.jpg");
    expect(scan(bytes).equals(scan(broken))).toBe(false);
    expect(bytes.toString("latin1")).not.toContain(camera.city);
    expect(fields.latitude).toBeUndefined();
    expect(icc?.equals(await displayP3Profile())).toBe(true);
  });
});
