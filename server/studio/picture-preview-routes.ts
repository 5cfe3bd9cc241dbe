import { readFile, stat } from "node:fs/promises";
import { apiError } from "../api/api-error.ts";
import { fileInside } from "../content/content-paths.ts";
import type { StudioContext, StudioDeps, StudioRoute } from "./studio-route.ts";

/** Pictures the build takes, by their extension in the content folder. */
const picturePattern = /\.(jpe?g|png)$/i;

/**
 * `GET /preview?path=<picture inside content/>`: a small WebP of a content picture for the
 * Studio's screens. The path is checked to stay inside the content folder before any file is
 * opened.
 */
export function picturePreviewRoutes(deps: StudioDeps): StudioRoute[] {
  const { content } = deps.content;

  const preview = async (c: StudioContext) => {
    const path = c.req.query("path") ?? "";
    const file = picturePattern.test(path) ? fileInside(content.contentDir, path) : undefined;
    const found = file && (await stat(file).catch(() => undefined))?.isFile();
    if (!file || !found) {
      return apiError(c, 404, "not_found", "There is no picture at this path.");
    }
    try {
      const preview = await content.previews.fileFor(path, file);
      return c.body(new Uint8Array(await readFile(preview)), 200, { "Content-Type": "image/webp" });
    } catch {
      return apiError(c, 404, "not_found", "This picture cannot be read.");
    }
  };

  return [{ method: "GET", path: "/preview", access: "owner", handler: preview }];
}
