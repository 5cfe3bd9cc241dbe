import { mkdir, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * How long the image cache keeps the files of a picture no build has used: a picture replaced or
 * taken out leaves its prepared files behind for this long, then the next build removes them.
 */
export const unusedImageDays = 30;

const day = 24 * 60 * 60 * 1000;

/** The cache's folders that hold files by key: the prepared files and what is known of each. */
const keyedFolders = ["files", "meta"] as const;

/** Where the cache records when a key was last used: one empty file per key, dated by its mtime. */
function usedDir(cacheDir: string): string {
  return join(cacheDir, "used");
}

/**
 * The key a cached file belongs to: the hash its name starts with, as in `<key>-480.webp`,
 * `<key>.mp4` or `<key>.v2.json`.
 */
export function cacheKeyOf(name: string): string {
  return name.split(/[-.]/, 1)[0] ?? name;
}

/**
 * Records that a build uses a key now. Called before the build looks for the key's files, so
 * that a build tidying the same cache at that moment leaves them.
 */
export async function markUsed(cacheDir: string, key: string): Promise<void> {
  await mkdir(usedDir(cacheDir), { recursive: true });
  await writeFile(join(usedDir(cacheDir), key), "");
}

export interface CacheTidying {
  /** Files removed, and their bytes. */
  files: number;
  bytes: number;
}

export interface TidyOptions {
  /** The present moment, in ms since the epoch. */
  now?: number;
  unusedForDays?: number;
}

async function namesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

async function lastUses(cacheDir: string): Promise<Map<string, number>> {
  const uses = new Map<string, number>();
  for (const key of await namesIn(usedDir(cacheDir))) {
    uses.set(key, (await stat(join(usedDir(cacheDir), key))).mtimeMs);
  }
  return uses;
}

/**
 * Removes the cached files of every key no build has used for `unusedForDays`. A key without a
 * record (its files older than the record itself) is given one dated now: its days start
 * counting, rather than it going at once. Other files of the cache are left as they are.
 */
export async function tidyImageCache(
  cacheDir: string,
  { now = Date.now(), unusedForDays = unusedImageDays }: TidyOptions = {},
): Promise<CacheTidying> {
  const uses = await lastUses(cacheDir);
  const unused = (key: string) => now - (uses.get(key) ?? now) > unusedForDays * day;
  const removed: CacheTidying = { files: 0, bytes: 0 };
  for (const folder of keyedFolders) {
    const dir = join(cacheDir, folder);
    for (const name of await namesIn(dir)) {
      const key = cacheKeyOf(name);
      if (!uses.has(key)) {
        await markUsed(cacheDir, key);
        await utimes(join(usedDir(cacheDir), key), now / 1000, now / 1000);
        uses.set(key, now);
      }
      if (!unused(key)) continue;
      const file = join(dir, name);
      removed.bytes += (await stat(file)).size;
      await rm(file, { force: true });
      removed.files += 1;
    }
  }
  for (const key of uses.keys()) {
    if (unused(key)) await rm(join(usedDir(cacheDir), key), { force: true });
  }
  return removed;
}
