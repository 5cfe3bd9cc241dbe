import type { ImageProgress } from "../../core/build/build-events.ts";
import type { ContentMedia } from "../../core/content/content-images.server.ts";
import type { Site } from "../../core/content/site-schema.ts";
import type { ImageManifest } from "../../core/images/image-manifest.ts";
import { type EncodeProgress, type EncodeReport, planImages } from "./images/encode-images.ts";

/** The time the rest of the encoding will take, at the pace so far. */
export function timeLeft({ encoding }: EncodeProgress): number | undefined {
  if (encoding.done === encoding.total) return 0;
  if (encoding.done === 0) return undefined;
  return (encoding.ms / encoding.done) * (encoding.total - encoding.done);
}

/** The build's image step, its manifest known before its pictures are encoded. */
export interface ImageStep {
  manifest: ImageManifest;
  /** Encodes what the cache lacks, telling `onProgress` after each image; `signal` stops it. */
  encode(
    onProgress?: (progress: ImageProgress) => void,
    signal?: AbortSignal,
  ): Promise<EncodeReport>;
}

/**
 * Plans the build's image step: every image the content shows, from the cache where it holds
 * them, and videos published as they are. The pages can be made from the plan's manifest while
 * `encode` works.
 */
export async function planImageStep(
  media: ContentMedia,
  contentDir: string,
  cacheDir: string,
  site: Pick<Site, "keepCopyrightInPictures">,
): Promise<ImageStep> {
  const started = performance.now();
  const keepCopyright = site.keepCopyrightInPictures === true;
  const plan = await planImages({ contentDir, cacheDir, keepCopyright, ...media });
  return {
    manifest: plan.manifest,
    encode: (onProgress = () => {}, signal) =>
      plan.encode({
        signal,
        onProgress: (progress) =>
          onProgress({
            done: progress.done,
            total: progress.total,
            encoded: progress.encoding.done,
            toEncode: progress.encoding.total,
            elapsedMs: performance.now() - started,
            remainingMs: timeLeft(progress),
          }),
      }),
  };
}

/** The whole image step at once: planned, then encoded. */
export async function prepareImages(
  media: ContentMedia,
  contentDir: string,
  cacheDir: string,
  site: Pick<Site, "keepCopyrightInPictures">,
  onProgress?: (progress: ImageProgress) => void,
): Promise<EncodeReport> {
  return (await planImageStep(media, contentDir, cacheDir, site)).encode(onProgress);
}
