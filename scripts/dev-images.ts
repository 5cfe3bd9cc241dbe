/**
 * `npm run dev` first: validates content/ and prepares its images into the image cache, where
 * the development server reads the manifest and serves the files (scripts/vite-image-cache.ts).
 */
import { contentDir } from "../core/content/content-dir.server.ts";
import { ContentError } from "../core/content/content-error.server.ts";
import { readContent } from "../core/content/read-content.server.ts";
import { imageCacheDir } from "../core/images/image-cache-dir.server.ts";
import { imageManifestFile, writeImageManifest } from "../core/images/image-manifest.server.ts";
import { prepareImages } from "./build/prepare-images.ts";

try {
  const { media, site } = readContent(contentDir);
  const report = await prepareImages(media, contentDir, imageCacheDir, site);
  await writeImageManifest(imageManifestFile, report.manifest);
  console.log(`Images: ${report.encoded} files encoded, ${report.reused} taken from the cache.`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
