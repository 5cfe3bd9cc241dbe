import type { ResolvedImage } from "../../core/images/image-data.ts";

/**
 * A strip picture's height in CSS px: `h-44` on phones and `md:h-60` from 768 px up (Tailwind's
 * rem sizes at the browser's default 16 px).
 */
const stripPictureHeight = { phone: 176, wide: 240 } as const;

/** The widest a preview is shown (330 px), whatever its proportions. */
const previewMaxWidth = 330;

/**
 * A phone's screen as the strip starts on it: the page's side margin (`px-4`), the space between
 * a project's pictures (`gap-2`), and the screen's width (412 px, the phone of Lighthouse's mobile
 * preset and a common Android width; an iPhone is 390 to 430).
 */
const phoneScreen = { margin: 16, gap: 8, width: 412 } as const;

/** A strip picture's width at the strip's `height`, in CSS px: its proportions, at most 330. */
function shownWidth(image: ResolvedImage, height: number): number {
  if (image.kind !== "picture") return previewMaxWidth;
  return Math.min(previewMaxWidth, Math.ceil((height * image.width) / image.height));
}

/**
 * How many of a strip's first project's pictures a phone shows before the strip is scrolled: those
 * that start within its screen. The others lie to the right, out of sight until the visitor
 * scrolls the strip.
 */
export function picturesOnPhoneScreen(images: readonly ResolvedImage[]): number {
  let left = phoneScreen.margin;
  let count = 0;
  for (const image of images) {
    if (left >= phoneScreen.width) break;
    count += 1;
    left += shownWidth(image, stripPictureHeight.phone) + phoneScreen.gap;
  }
  return count;
}

/**
 * The `sizes` of a picture in a Portfolio strip. The strip fixes the height, so the width
 * follows the picture's proportions: a portrait is far narrower than 330 px, and a browser
 * told "330px" would fetch it two or three times as large as it is shown.
 */
export function stripPictureSizes(image: ResolvedImage): string {
  if (image.kind !== "picture") return `${previewMaxWidth}px`;
  return `(min-width: 768px) ${shownWidth(image, stripPictureHeight.wide)}px, ${shownWidth(image, stripPictureHeight.phone)}px`;
}
