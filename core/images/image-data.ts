import type { FocalPoint } from "./focal-point.ts";

/**
 * What a screen receives for one content image: everything the `<Picture>` component needs
 * to render it, produced by the build's image step. Screens import these types only.
 */
export interface ImageData {
  /** The original format (JPEG or PNG) at one moderate width, for browsers without AVIF or WebP. */
  src: string;
  /** The original's size after rotation; the ratio keeps the layout still while it loads. */
  width: number;
  height: number;
  /** `srcset` lists of the same picture at several widths. */
  avifSrcset: string;
  webpSrcset: string;
  /** The picture's dominant colour, as `#rrggbb`, shown while it loads. */
  color: string;
  /** A tiny blurred version of the picture, as a data URI, shown while it loads. */
  blurDataUri: string;
}

/**
 * A content image as a screen shows it: the real picture, or a "Coming Soon" stand-in. A
 * picture whose content names its subject (`focus`) carries it, for the screens that crop it.
 */
export type ResolvedImage =
  | ({ kind: "picture"; alt: string; focus?: FocalPoint } & ImageData)
  | { kind: "coming-soon"; alt: string };
