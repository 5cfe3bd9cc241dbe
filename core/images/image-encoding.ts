import { createHash } from "node:crypto";

// Part of every cache key: changing a setting re-encodes everything once.
export const encodingSettings = {
  version: 1,
  // 44: 12 to 18% fewer bytes than 48 (and 20 to 30% than 50) on the sample's paintings and
  // photographs, with no difference to see side by side even at twice their size; on a phone
  // those bytes are the largest paint and hold back the page's scripts.
  avif: { quality: 44, effort: 2 },
  webp: { quality: 78, effort: 2 },
  jpeg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
  blurWidth: 16,
  colorSampleWidth: 64,
} as const;
const settingsKey = JSON.stringify(encodingSettings);

/** A short hash of `bytes` with `salt`, the start of a cached file's name. */
export function contentHash(bytes: Buffer, salt: string): string {
  return createHash("sha256").update(salt).update(bytes).digest("hex").slice(0, 16);
}

/**
 * The name the encoded versions of a source image start with (`<key>-480.webp`): a hash of
 * its bytes and of the encoding settings, so that others can find the build's files of a
 * picture from its bytes alone.
 */
export function encodedImageKey(bytes: Buffer): string {
  return contentHash(bytes, settingsKey);
}
