import type { ImageData } from "./image-data.ts";
import { fallbackWidth } from "./image-usage.ts";

/**
 * The address of a video's still. A poster takes one address, not a list of widths: WebP at
 * the widest width up to the fallback's 1280 px, about half the bytes of the JPEG fallback
 * (20 KB against 37 KB for the sample's film) that a phone loads before the page can be used.
 * Every browser in use shows WebP; one that does not shows the player without its still.
 */
export function posterAddress(image: ImageData): string {
  const candidates = image.webpSrcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([address = "", width = ""]) => ({ address, width: Number.parseInt(width, 10) }))
    .filter(({ address, width }) => address !== "" && Number.isFinite(width))
    .sort((a, b) => a.width - b.width);
  const fitting = candidates.filter(({ width }) => width <= fallbackWidth);
  return (fitting.at(-1) ?? candidates[0])?.address ?? image.src;
}
