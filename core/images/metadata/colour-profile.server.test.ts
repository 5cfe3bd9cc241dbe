import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { displayP3Profile } from "../../../tests/fixtures/camera-pictures.ts";
import { testLimits } from "../../../tests/setup/test-limits.ts";
import { colourSpaceOf } from "./colour-profile.server.ts";

async function profileOf(name: "srgb" | "p3" | "cmyk"): Promise<Buffer | undefined> {
  const picture = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#888" } })
    .withIccProfile(name)
    .jpeg()
    .toBuffer();
  return (await sharp(picture).metadata()).icc;
}

describe("the colour space a picture's files keep", { timeout: testLimits.pictures }, () => {
  it("is the picture's own for Display P3", async () => {
    expect(colourSpaceOf(await displayP3Profile())).toBe("own-profile");
  });

  it("is sRGB, without a profile, for sRGB, for no profile, for CMYK and for a profile that cannot be read", async () => {
    expect(colourSpaceOf(await profileOf("srgb"))).toBe("srgb");
    expect(colourSpaceOf(undefined)).toBe("srgb");
    expect(colourSpaceOf(await profileOf("cmyk"))).toBe("srgb");
    expect(colourSpaceOf(Buffer.from("not a profile"))).toBe("srgb");
  });

  it("is sRGB for a profile that says by its name that it is sRGB", async () => {
    const p3 = Buffer.from(await displayP3Profile());
    // The same profile, its name (UTF-16, big-endian) changed to say sRGB, as photo software
    // names the sRGB profiles it writes.
    const utf16 = (text: string) => Buffer.from(text, "utf16le").swap16();
    const name = p3.indexOf(utf16("sP3C"));
    expect(name).toBeGreaterThan(0);
    utf16("sRGB").copy(p3, name);
    expect(colourSpaceOf(p3)).toBe("srgb");
  });
});
