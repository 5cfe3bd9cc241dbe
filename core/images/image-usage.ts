/**
 * Where a content image appears decides which widths the build makes of it. Each usage
 * lists the CSS widths it is shown at, at 1x and 2x density. "share" is the picture of a link
 * preview: one JPEG cropped to `shareImageSize`, beside the width ladder. "tile" is a category
 * cell, a frame of `tileAspect` the picture covers: its own ladder of crops (`tileWidths`).
 */
export type ImageUsage = "preview" | "cell" | "tile" | "portrait" | "full" | "share";

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
  // Category cells fetch their own crops (`tileWidths`), never the uncropped ladder.
  tile: [],
};

/**
 * The frame of a category cell. A picture covers it, so a picture taller than the frame shows
 * only a band of its pixels there: that band, sent alone, is a quarter (a square) to two fifths
 * (a 4:5 painting) fewer pixels than the whole picture at the same width.
 */
export const tileAspect = { width: 4, height: 3 } as const;

/** A category cell's widths: those of a grid "cell", of which it is one. */
const tileWidths = usageWidths.cell;

// A picture this close to the frame's shape loses too little to a crop to be worth more files.
const tileTolerance = 0.05;

/**
 * The widths of the crops a category cell shows of a picture `width` x `height` px, never more
 * than the picture holds. None for a picture with the frame's shape or wider: the cell shows its
 * ladder, since a crop of a wide picture at a cell's width has more pixels than the whole.
 */
export function tileWidthsFor(width: number, height: number): number[] {
  const frame = tileAspect.width / tileAspect.height;
  if (width / height >= frame * (1 - tileTolerance)) return [];
  return ladder(new Set(tileWidths), width);
}

// A width this close below a larger one, or below the original, adds bytes without adding detail.
const closeEnough = 1.1;

/** Whether `larger` serves where `width` is wanted, at few more bytes: encoding both is waste. */
function isCloseBelow(width: number, larger: number | undefined): boolean {
  return larger !== undefined && larger <= width * closeEnough;
}

/** The widths to make of a picture `originalWidth` px wide that is wanted at `wanted` widths. */
function ladder(wanted: ReadonlySet<number>, originalWidth: number): number[] {
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

/**
 * The widths to encode for an image `originalWidth` px wide that appears in `usages`:
 * never wider than the original, and the original width itself when a usage wants more.
 */
export function widthsFor(usages: readonly ImageUsage[], originalWidth: number): number[] {
  return ladder(new Set(usages.flatMap((usage) => usageWidths[usage])), originalWidth);
}

/** The width of the JPEG/PNG fallback: enough for a full screen on a browser without AVIF/WebP. */
export const fallbackWidth = 1280;
