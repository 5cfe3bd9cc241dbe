import { copyFile, link, mkdir, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { imageCacheDir } from "../app/images/image-cache-dir.server.ts";
import { readImageManifest } from "../app/images/image-manifest.server.ts";

/**
 * Puts the files the pages link to into the built site's `img/` folder. `react-router build`
 * empties the build folder, so this runs after it; hard links make it instant and take no
 * extra disk space.
 */
export async function publishImages(cacheDir: string, targetDir: string): Promise<number> {
  const { outputs } = readImageManifest(cacheDir);
  await mkdir(targetDir, { recursive: true });
  await Promise.all(
    outputs.map(async (name) => {
      const source = join(cacheDir, "files", name);
      const target = join(targetDir, name);
      await rm(target, { force: true });
      // Another disk than the cache's cannot hold a link to it.
      await link(source, target).catch(() => copyFile(source, target));
    }),
  );
  return outputs.length;
}

if (import.meta.main) {
  const target = resolve("build/client/img");
  const count = await publishImages(imageCacheDir, target);
  console.log(`Published ${count} image and video files to ${target}.`);
}
