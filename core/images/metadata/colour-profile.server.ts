/**
 * Which colour space a picture's own files keep. A picture in sRGB, or without a profile (which
 * browsers read as sRGB), is made in sRGB without a profile, as small as it can be. A picture
 * with another RGB profile (Display P3 from a phone or a camera, Adobe RGB from photo software)
 * keeps its pixels as they are with that profile in every file, so that its colours outside sRGB
 * reach the screens that show them. Grey and CMYK pictures become sRGB.
 */
export type ColourSpace = "srgb" | "own-profile";

/** sRGB's red, green and blue, adapted to D50 as ICC profiles store them (XYZ). */
const srgbColorants = {
  rXYZ: [0.4361, 0.2225, 0.0139],
  gXYZ: [0.3851, 0.7169, 0.0971],
  bXYZ: [0.1431, 0.0606, 0.7141],
} as const;

/** Rounding of profiles that say sRGB in other words stays well within this. */
const tolerance = 0.01;

/** A tag of the profile's table: its bytes. */
function tag(icc: Buffer, signature: string): Buffer | undefined {
  if (icc.length < 132) return undefined;
  const count = icc.readUInt32BE(128);
  for (let index = 0; index < count; index++) {
    const at = 132 + index * 12;
    if (at + 12 > icc.length) return undefined;
    if (icc.toString("latin1", at, at + 4) !== signature) continue;
    const offset = icc.readUInt32BE(at + 4);
    const size = icc.readUInt32BE(at + 8);
    return offset + size <= icc.length ? icc.subarray(offset, offset + size) : undefined;
  }
  return undefined;
}

/** Whether the profile's primaries are sRGB's. */
function hasSrgbPrimaries(icc: Buffer): boolean {
  return Object.entries(srgbColorants).every(([signature, expected]) => {
    const xyz = tag(icc, signature);
    if (!xyz || xyz.length < 20 || xyz.toString("latin1", 0, 4) !== "XYZ ") return false;
    return expected.every(
      (value, index) => Math.abs(xyz.readInt32BE(8 + index * 4) / 65536 - value) <= tolerance,
    );
  });
}

/** The profile's name ('desc'), in its version 2 (ASCII) or version 4 (UTF-16) form. */
function description(icc: Buffer): string {
  const desc = tag(icc, "desc");
  if (!desc || desc.length < 12) return "";
  const type = desc.toString("latin1", 0, 4);
  if (type === "desc")
    return desc.toString("latin1", 12, 12 + desc.readUInt32BE(8)).replace(/\0.*$/, "");
  if (type !== "mluc" || desc.length < 28) return "";
  const length = desc.readUInt32BE(20) & ~1;
  const offset = desc.readUInt32BE(24);
  return Buffer.from(desc.subarray(offset, offset + length))
    .swap16()
    .toString("utf16le");
}

/** The colour space a picture with this ICC profile (or none) keeps in the build's files. */
export function colourSpaceOf(icc: Buffer | undefined): ColourSpace {
  if (!icc || icc.length < 132 || icc.toString("latin1", 16, 20) !== "RGB ") return "srgb";
  if (hasSrgbPrimaries(icc) || /\bsRGB\b/i.test(description(icc))) return "srgb";
  return "own-profile";
}
