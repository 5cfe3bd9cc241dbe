import type { FocalPoint } from "./focal-point.ts";
import type { ImageUsage } from "./image-usage.ts";

/** A content image and the places it appears, which decide the widths it is encoded at. */
export interface SourceImage {
  /** The path inside the content folder, with forward slashes. */
  path: string;
  usages: readonly ImageUsage[];
  /** Where its subject is, which its crops (link previews, category cells) keep in frame. */
  focus?: FocalPoint;
}
