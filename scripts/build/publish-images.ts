import { copyFile, link, mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { ImageManifest } from "../../core/images/image-manifest.ts";

/**
 * Puts the files the pages link to into the built site's `img/` folder. Hard links make it
 * instant and take no extra disk space: every build keeps its own complete `img/` for as long
 * as it is kept.
 */
export async function publishImages(
  manifest: ImageManifest,
  cacheDir: string,
  targetDir: string,
): Promise<number> {
  await mkdir(targetDir, { recursive: true });
  await Promise.all(
    manifest.outputs.map(async (name) => {
      const source = join(cacheDir, "files", name);
      const target = join(targetDir, name);
      await rm(target, { force: true });
      // Another disk than the cache's cannot hold a link to it.
      await link(source, target).catch(() => copyFile(source, target));
    }),
  );
  return manifest.outputs.length;
}
