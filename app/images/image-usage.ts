/**
 * Where a content image appears decides which widths the build makes of it. Each usage
 * lists the CSS widths it is shown at, at 1x and 2x density. "share" is the picture of a link
 * preview: one JPEG cropped to `shareImageSize`, beside the width ladder.
 */
export type ImageUsage = "preview" | "cell" | "portrait" | "full" | "share";

/** The size Open Graph and Twitter cards show best: 1.91 to 1, at least 1200 px wide. */
export const shareImageSize = { width: 1200, height: 630 } as const;

const usageWidths: Record<ImageUsage, readonly number[]> = {
  // Portfolio strips: at most 330 px wide.
  preview: [330, 660],
  // Category and project grids: a third or half of the page, the whole width on a phone, where
  // 680 fits phones 360 to 412 px wide at 1.75x to 2x with a quarter fewer bytes than 800.
  cell: [480, 680, 800],
  // The About portrait: full width on phones, about half the page on desktop. It is the page's
  // largest paint: 680 fits phones 360 to 412 px wide at 1.75x to 2x (a browser picks the
  // narrowest width at or above the screen's density), a quarter fewer bytes than 800.
  portrait: [480, 680, 1280],
  // Lightbox and home slideshow: the whole screen.
  full: [800, 1280, 1920, 2400],
  // Link previews fetch their own cropped JPEG, never the responsive versions.
  share: [],
};

// A width this close below a larger one, or below the original, adds bytes without adding detail.
const closeEnough = 1.1;

/** Whether `larger` serves where `width` is wanted, at few more bytes: encoding both is waste. */
function isCloseBelow(width: number, larger: number | undefined): boolean {
  return larger !== undefined && larger <= width * closeEnough;
}

/**
 * The widths to encode for an image `originalWidth` px wide that appears in `usages`:
 * never wider than the original, and the original width itself when a usage wants more.
 */
export function widthsFor(usages: readonly ImageUsage[], originalWidth: number): number[] {
  const wanted = new Set(usages.flatMap((usage) => usageWidths[usage]));
  const widths = [...wanted]
    .filter((width) => width < originalWidth)
    .sort((a, b) => a - b)
    .filter((width, index, sorted) => !isCloseBelow(width, sorted[index + 1]));
  const wantsMore = [...wanted].some((width) => width >= originalWidth);
  const largest = widths.at(-1) ?? 0;
  if (wantsMore && originalWidth > largest * closeEnough) widths.push(originalWidth);
  else if (wantsMore && largest > 0) widths[widths.length - 1] = originalWidth;
  return widths;
}

/** The width of the JPEG/PNG fallback: enough for a full screen on a browser without AVIF/WebP. */
export const fallbackWidth = 1280;
