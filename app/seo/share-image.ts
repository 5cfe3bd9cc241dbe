import type { ImageManifest } from "../../core/images/image-manifest.ts";
import { shareImageSize } from "../../core/images/image-usage.ts";
import { isPlaceholderPath } from "../../core/images/placeholder-path.ts";

/** An image for link previews (Open Graph, Twitter cards), with its pixel size. */
export interface ShareImage {
  /** The address on the site ("/img/...jpg"); share tags make it absolute. */
  src: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * The link-preview crop the image step made of a content image (path inside `content/`), or
 * nothing for a "Coming Soon" placeholder, which has no picture to show.
 */
export function shareImage(
  manifest: ImageManifest,
  path: string,
  alt: string,
): ShareImage | undefined {
  if (isPlaceholderPath(path)) return undefined;
  const src = manifest.shares[path];
  if (!src) {
    throw new Error(
      `content/${path} has no link-preview image: only images with the "share" usage get one (app/content/content-images.server.ts), and the content may have changed after the image step ran; run \`npm run build\``,
    );
  }
  return { src, ...shareImageSize, alt };
}
