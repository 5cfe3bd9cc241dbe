import type { ResolvedImage } from "../images/image-data.ts";

/**
 * A strip picture's height in CSS px: `h-44` on phones and `md:h-60` from 768 px up (Tailwind's
 * rem sizes at the browser's default 16 px).
 */
const stripPictureHeight = { phone: 176, wide: 240 } as const;

/** The widest a preview is shown (330 px), whatever its proportions. */
const previewMaxWidth = 330;

/**
 * The `sizes` of a picture in a Portfolio strip. The strip fixes the height, so the width
 * follows the picture's proportions: a portrait is far narrower than 330 px, and a browser
 * told "330px" would fetch it two or three times as large as it is shown.
 */
export function stripPictureSizes(image: ResolvedImage): string {
  if (image.kind !== "picture") return `${previewMaxWidth}px`;
  const shownWidth = (height: number) =>
    Math.min(previewMaxWidth, Math.ceil((height * image.width) / image.height));
  return `(min-width: 768px) ${shownWidth(stripPictureHeight.wide)}px, ${shownWidth(stripPictureHeight.phone)}px`;
}
