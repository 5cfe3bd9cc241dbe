import { BrokenMetadata } from "./broken-metadata.server.ts";
import { isJpeg, jpegLocation, jpegWithoutLocation } from "./jpeg-location.server.ts";
import { type LocationPlace, placeOrder } from "./location-place.ts";
import { isPng, pngLocation, pngWithoutLocation } from "./png-location.server.ts";

/** Runs `work` over a picture's metadata; whatever stops it there says the metadata is broken. */
function reading<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof BrokenMetadata) throw error;
    throw new BrokenMetadata(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Where a JPEG's or PNG's metadata says the place it was taken (none for other files). Throws
 * `BrokenMetadata` when the metadata cannot be read through.
 */
export function locationIn(bytes: Buffer): LocationPlace[] {
  const places = isJpeg(bytes)
    ? reading(() => jpegLocation(bytes))
    : isPng(bytes)
      ? reading(() => pngLocation(bytes))
      : [];
  return placeOrder.filter((place) => places.includes(place));
}

/**
 * The picture without the place it was taken, made by rewriting its metadata only: the same
 * bytes when it says none. Throws `BrokenMetadata` when that cannot be done in place (metadata
 * that does not hold together), and never returns a picture that still says where it was taken.
 */
export function withoutLocation(bytes: Buffer): Buffer {
  if (locationIn(bytes).length === 0) return bytes;
  const cleaned = reading(() =>
    isJpeg(bytes) ? jpegWithoutLocation(bytes) : pngWithoutLocation(bytes),
  );
  const left = locationIn(cleaned);
  if (left.length > 0) throw new BrokenMetadata(`the location stays in its ${left.join(", ")}`);
  return cleaned;
}
