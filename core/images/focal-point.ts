/**
 * The subject of a picture, which every crop of it keeps in frame: how far across and how far
 * down the picture it is, in percent of the picture's width and height (0 0 the top left
 * corner). The same point stays at the same place in every frame, as CSS `object-position`
 * places it, so it is never cut off whatever the frame's shape.
 */
export interface FocalPoint {
  x: number;
  y: number;
}

const example = 'such as "30% 70%" (across, then down)';
const percentages = /^(\d+(?:\.\d+)?)\s*%\s+(\d+(?:\.\d+)?)\s*%$/;

/**
 * A focal point as the artist writes it (`30% 70%`), or what is wrong with the text. Free of
 * the schema library, so that the site's and the Studio's screens can read it too.
 */
export function readFocalPoint(text: string): { point: FocalPoint } | { problem: string } {
  const written = text.trim();
  const match = percentages.exec(written);
  if (!match) return { problem: `must be two percentages, ${example}` };
  const point = { x: Number(match[1]), y: Number(match[2]) };
  if (point.x > 100 || point.y > 100) {
    return {
      problem: `"${written}" goes past the picture: each percentage is from 0% to 100%, ${example}`,
    };
  }
  return { point };
}

/** A focal point as the content file and CSS write it: "30% 70%". */
export function focalPointText({ x, y }: FocalPoint): string {
  return `${x}% ${y}%`;
}
