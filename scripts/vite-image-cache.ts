import { readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import type { Plugin } from "vite";
import { imageCacheDir } from "../core/images/image-cache-dir.server.ts";
import { publicImagePrefix } from "../core/images/image-manifest.ts";
import { contentTypeFor } from "../server/static/content-type.ts";

/**
 * In development, answers `/img/...` from the image step's cache, where the production build
 * publishes them from.
 */
export function serveImageCache(cacheDir: string = imageCacheDir): Plugin {
  return {
    name: "serve-image-cache",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split("?")[0] ?? "";
        if (!path.startsWith(publicImagePrefix)) return next();
        try {
          const body = await readFile(join(cacheDir, "files", basename(path)));
          response.setHeader("Content-Type", contentTypeFor(path));
          response.end(body);
        } catch {
          response.statusCode = 404;
          response.end("Not Found");
        }
      });
    },
  };
}
