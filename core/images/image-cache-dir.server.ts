import { resolve } from "node:path";

/**
 * Where the image step keeps its encoded files and the manifest the page loaders read. It is a
 * cache: deleting it only makes the next build encode everything again.
 */
export const imageCacheDir: string = resolve(process.env.IMAGE_CACHE_DIR ?? ".cache/images");
