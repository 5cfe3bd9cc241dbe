import exifr from "exifr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { camera, pictureFromCamera } from "../../../tests/fixtures/camera-pictures.ts";
import { imageFile } from "../../../tests/fixtures/content-fixture.ts";
import { testLimits } from "../../../tests/setup/test-limits.ts";
import { BrokenMetadata } from "./broken-metadata.server.ts";
import { locationIn, withoutLocation } from "./picture-location.server.ts";

/** What a reader other than ours finds in a picture: exifr, as photo tools read metadata. */
async function read(bytes: Buffer) {
  const fields = await exifr.parse(bytes, { gps: true, xmp: true, iptc: true, icc: false });
  return fields ?? {};
}

async function pixels(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes).raw().toBuffer();
}

/** The JPEG's compressed picture: everything from its start of scan on. */
function scan(jpeg: Buffer): Buffer {
  return jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xda])));
}

describe("a picture's location", { timeout: testLimits.pictures }, () => {
  it("is found where cameras and photo software write it: EXIF's GPS, XMP, IPTC's place names", async () => {
    expect((await locationIn(await pictureFromCamera("jpeg"))).sort()).toEqual([
      "exif",
      "iptc",
      "xmp",
    ]);
    expect((await locationIn(await pictureFromCamera("png"))).sort()).toEqual(["exif", "xmp"]);
    expect(locationIn(await imageFile(40, 30))).toEqual([]);
    expect(locationIn(Buffer.from("not a picture"))).toEqual([]);
  });

  it("goes from a JPEG with its picture data, colour profile, copyright and other fields kept byte for byte", async () => {
    const original = await pictureFromCamera("jpeg");
    const cleaned = withoutLocation(original);
    expect(locationIn(cleaned)).toEqual([]);
    expect(scan(cleaned).equals(scan(original))).toBe(true);
    expect((await pixels(cleaned)).equals(await pixels(original))).toBe(true);
    const [before, after] = [await read(original), await read(cleaned)];
    expect(before.latitude).toBeCloseTo(camera.latitude, 3);
    expect(before.City).toBe(camera.city);
    for (const field of ["latitude", "longitude", "GPSLatitude", "City", "Country"]) {
      expect(after[field], field).toBeUndefined();
    }
    for (const field of [
      "Copyright",
      "Artist",
      "Make",
      "Model",
      "SerialNumber",
      "OwnerName",
      "rights",
      "CopyrightNotice",
      "Orientation",
    ]) {
      expect(after[field], field).toEqual(before[field]);
    }
    expect((await sharp(cleaned).metadata()).icc).toEqual((await sharp(original).metadata()).icc);
  });

  it("goes from a PNG with its pixels, colour profile and other fields kept", async () => {
    const original = await pictureFromCamera("png");
    const cleaned = withoutLocation(original);
    expect(locationIn(cleaned)).toEqual([]);
    expect((await pixels(cleaned)).equals(await pixels(original))).toBe(true);
    const after = await read(cleaned);
    expect(after.latitude).toBeUndefined();
    expect(after.Copyright).toBe((await read(original)).Copyright);
    expect(cleaned.toString("latin1")).not.toContain(camera.city);
    expect(cleaned.toString("utf8")).toContain(camera.copyright);
    expect((await sharp(cleaned).metadata()).icc).toEqual((await sharp(original).metadata()).icc);
  });

  it("leaves a picture that says nowhere exactly as it is", async () => {
    const plain = await imageFile(40, 30);
    expect(withoutLocation(plain)).toBe(plain);
  });

  it("is not guessed at when the metadata does not hold together: that is said, and nothing is made", async () => {
    const original = await pictureFromCamera("jpeg");
    // The GPS fields' link in IFD0 made to point far past the end of the EXIF block.
    const broken = Buffer.from(original);
    const link = broken.indexOf(Buffer.from([0x25, 0x88, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00]));
    expect(link).toBeGreaterThan(0);
    broken.writeUInt32LE(0x7fff0000, link + 8);
    expect(() => withoutLocation(broken)).toThrow(BrokenMetadata);
  });
});
