import type { FocalPoint } from "../../../core/images/focal-point.ts";

interface Size {
  width: number;
  height: number;
}

/** A region of a picture, in its pixels, as sharp's `extract` takes it. */
export interface Region extends Size {
  left: number;
  top: number;
}

/**
 * The largest region of a picture `source` px with the shape of `frame` that keeps `focus` in
 * it, placed as CSS `object-position` places a covering picture: the focal point sits as far
 * across and down the region as it is across and down the picture. The build's crops and the
 * browser's then show the same part of a picture, and the subject is in every one of them.
 */
export function focusRegion(source: Size, frame: Size, focus: FocalPoint): Region {
  const shape = frame.width / frame.height;
  const width = Math.min(source.width, Math.round(source.height * shape));
  const height = Math.min(source.height, Math.round(source.width / shape));
  return {
    left: Math.round(((source.width - width) * focus.x) / 100),
    top: Math.round(((source.height - height) * focus.y) / 100),
    width,
    height,
  };
}

/** The part of a crop's file name that tells its focal point, so another point is another file. */
export function focusTag(focus: FocalPoint | undefined): string {
  return focus ? `-f${focus.x}x${focus.y}` : "";
}
