import type { ContentMedia } from "../../app/content/content-images.server.ts";
import {
  type EncodeProgress,
  type EncodeReport,
  encodeImages,
} from "../../app/images/encode-images.server.ts";

export interface ImageProgress {
  /** Source images done, from the cache or encoded. */
  done: number;
  total: number;
  /** New or changed images, which take the time: how many are done and how many in all. */
  encoded: number;
  toEncode: number;
  /** Time since the step started. */
  elapsedMs: number;
  /**
   * The time the images still to encode will take at the pace of those encoded so far;
   * unknown until the first one is done, 0 when all are.
   */
  remainingMs: number | undefined;
}

/** The time the rest of the encoding will take, at the pace so far. */
export function timeLeft({ encoding }: EncodeProgress): number | undefined {
  if (encoding.done === encoding.total) return 0;
  if (encoding.done === 0) return undefined;
  return (encoding.ms / encoding.done) * (encoding.total - encoding.done);
}

/**
 * The build's image step: prepares every image the content shows, taking unchanged ones from
 * the cache, and publishes videos as they are. Tells `onProgress` after each image.
 */
export function prepareImages(
  media: ContentMedia,
  contentDir: string,
  cacheDir: string,
  onProgress: (progress: ImageProgress) => void = () => {},
): Promise<EncodeReport> {
  const started = performance.now();
  return encodeImages({
    contentDir,
    cacheDir,
    ...media,
    onProgress: (progress) =>
      onProgress({
        done: progress.done,
        total: progress.total,
        encoded: progress.encoding.done,
        toEncode: progress.encoding.total,
        elapsedMs: performance.now() - started,
        remainingMs: timeLeft(progress),
      }),
  });
}
