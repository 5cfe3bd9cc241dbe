import { copyFile, link, mkdir } from "node:fs/promises";
import { extname, join } from "node:path";
import { contentFiles } from "../../core/content/content-files.server.ts";

// Text the artist edits in place is copied; pictures and videos, replaced as whole files, are
// linked, which takes no time and no space.
const copiedExtensions = new Set([".md", ".yaml", ".yml", ".json", ".txt"]);

/**
 * Copies the content folder into the build's own folder before anything reads it, so the
 * whole build sees one state of the content even if the artist (or the Studio) saves a change
 * meanwhile, and the release keeps the content it was made from.
 */
export async function snapshotContent(contentDir: string, target: string): Promise<number> {
  const files = await contentFiles(contentDir);
  await Promise.all(
    files.map(async (path) => {
      const source = join(contentDir, path);
      const copy = join(target, path);
      await mkdir(join(copy, ".."), { recursive: true });
      if (copiedExtensions.has(extname(path).toLowerCase())) await copyFile(source, copy);
      else await link(source, copy).catch(() => copyFile(source, copy));
    }),
  );
  return files.length;
}
