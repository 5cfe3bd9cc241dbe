import type { ImageData } from "./image-data.ts";

/**
 * What the build's image step hands to the page loaders: the encoded versions of every content
 * image and the public address of every content file copied as is (videos), keyed by the
 * file's path inside `content/` (e.g. `projects/aquatica/01.jpg`).
 */
export interface ImageManifest {
  images: Record<string, ImageData>;
  files: Record<string, string>;
  /** The public address of the link-preview crop of each image with the "share" usage. */
  shares: Record<string, string>;
  /** The crops a category cell shows of each image with the "tile" usage taller than the cell. */
  tiles: Record<string, TileSources>;
  /** Every file of the cache the site links to, published to `build/client/img/`. */
  outputs: string[];
}

/** The `srcset` lists of a picture's crops to a category cell's frame (`tileAspect`). */
export interface TileSources {
  avifSrcset: string;
  webpSrcset: string;
}

/** The public folder of encoded images and copied media. */
export const publicImagePrefix = "/img/";
