import { existsSync, readFileSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { FocalPoint } from "./focal-point.ts";
import { imageCacheDir } from "./image-cache-dir.server.ts";
import type { ImageData, ResolvedImage } from "./image-data.ts";
import type { ImageManifest } from "./image-manifest.ts";
import { isPlaceholderPath } from "./placeholder-path.ts";

/** A content image as the content names it: its path inside `content/`, alt text and subject. */
interface NamedImage {
  path: string;
  alt: string;
  focus?: FocalPoint;
}

/**
 * The image step's manifest the page loaders read: the build's own (IMAGE_MANIFEST, set by
 * the build for the pages it prerenders), or the development server's in the image cache.
 */
export const imageManifestFile: string =
  process.env.IMAGE_MANIFEST ?? join(imageCacheDir, "manifest.json");

export async function writeImageManifest(file: string, manifest: ImageManifest): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
}

export function readImageManifest(file: string = imageManifestFile): ImageManifest {
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: the images are prepared by the build's image step, which \`npm run build\` and \`npm run dev\` run first`,
    );
  }
  return JSON.parse(readFileSync(file, "utf8")) as ImageManifest;
}

function stale(path: string): Error {
  return new Error(
    `content/${path} has no prepared versions: the content changed after the image step ran; run \`npm run build\` (or restart \`npm run dev\`)`,
  );
}

/** The encoded versions of a content image (path inside `content/`). */
export function imageData(manifest: ImageManifest, path: string): ImageData {
  const data = manifest.images[path];
  if (!data) throw stale(path);
  return data;
}

/**
 * A content image as the screens show it: the picture, or "Coming Soon" for a placeholder. Its
 * focal point comes along only when the content gives one, so other pages' data stays as it was.
 */
export function resolveImage(
  manifest: ImageManifest,
  { path, alt, focus }: NamedImage,
): ResolvedImage {
  if (isPlaceholderPath(path)) return { kind: "coming-soon", alt };
  return { kind: "picture", alt, ...(focus ? { focus } : {}), ...imageData(manifest, path) };
}

/**
 * A content image as a category cell shows it: the crops to the cell's frame where the image
 * has them (`tileAspect`), else as `resolveImage` gives it.
 */
export function resolveTile(manifest: ImageManifest, named: NamedImage): ResolvedImage {
  const image = resolveImage(manifest, named);
  const tile = manifest.tiles[named.path];
  return image.kind === "picture" && tile ? { ...image, ...tile } : image;
}

/** How a screen resolves a content image from the manifest. */
export type ImageResolver = (manifest: ImageManifest, image: NamedImage) => ResolvedImage;

/** The public URL of a content file published as it is (a video). */
export function publishedFile(manifest: ImageManifest, path: string): string {
  const url = manifest.files[path];
  if (!url) throw stale(path);
  return url;
}
