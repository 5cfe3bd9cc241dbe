import { copyFile, link, mkdir, readdir } from "node:fs/promises";
import { extname, join, relative } from "node:path";

// Text the artist edits in place is copied; pictures and videos, replaced as whole files, are
// linked, which takes no time and no space.
const copiedExtensions = new Set([".md", ".yaml", ".yml", ".json", ".txt"]);

/**
 * Copies the content folder into the build's own folder before anything reads it, so the
 * whole build sees one state of the content even if the artist (or the Studio) saves a change
 * meanwhile, and the release keeps the content it was made from. Hidden files and folders
 * (`.git`, editors' files) stay behind.
 */
export async function snapshotContent(contentDir: string, target: string): Promise<number> {
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => {
    if (!entry.isFile()) return false;
    const path = relative(contentDir, join(entry.parentPath, entry.name));
    return !path.split(/[\\/]/).some((part) => part.startsWith("."));
  });
  await Promise.all(
    files.map(async (entry) => {
      const source = join(entry.parentPath, entry.name);
      const copy = join(target, relative(contentDir, source));
      await mkdir(join(copy, ".."), { recursive: true });
      if (copiedExtensions.has(extname(entry.name).toLowerCase())) await copyFile(source, copy);
      else await link(source, copy).catch(() => copyFile(source, copy));
    }),
  );
  return files.length;
}
