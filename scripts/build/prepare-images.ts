import type { ContentMedia } from "../../app/content/content-images.server.ts";
import { type EncodeReport, encodeImages } from "../../app/images/encode-images.server.ts";

export interface ImageProgress {
  /** Source images done, from the cache or encoded. */
  done: number;
  total: number;
}

/**
 * The build's image step: prepares every image the content shows, taking unchanged ones from
 * the cache, and publishes videos as they are.
 */
export function prepareImages(
  media: ContentMedia,
  contentDir: string,
  cacheDir: string,
  onProgress: (progress: ImageProgress) => void = () => {},
): Promise<EncodeReport> {
  return encodeImages({ contentDir, cacheDir, ...media, onProgress });
}
