import { contentDir } from "../app/content/content-dir.server.ts";
import { ContentError } from "../app/content/content-error.server.ts";
import { contentMedia } from "../app/content/content-images.server.ts";
import { encodeImages } from "../app/images/encode-images.server.ts";
import { imageCacheDir } from "../app/images/image-cache-dir.server.ts";
import { writeImageManifest } from "../app/images/image-manifest.server.ts";

/**
 * The build's first step: validates the content folder and prepares every image it shows.
 * A content problem ends the build with one line naming the file, the field and the problem.
 */
async function main(): Promise<number> {
  const started = performance.now();
  try {
    const media = contentMedia(contentDir);
    const report = await encodeImages({ contentDir, cacheDir: imageCacheDir, ...media });
    await writeImageManifest(imageCacheDir, report.manifest);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Images: ${media.images.length} images and ${media.files.length} videos, ` +
        `${report.encoded} files encoded, ${report.reused} taken from the cache, in ${seconds} s.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    return 1;
  }
}

if (import.meta.main) process.exitCode = await main();
