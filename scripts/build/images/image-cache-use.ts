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
 * `<key>.mp4` or `<key>.v2.json`. Other names (an editor's or a file manager's files) have none,
 * and the tidying leaves them alone.
 */
export function cacheKeyOf(name: string): string | undefined {
  return /^([0-9a-f]{16})[-.]/.exec(name)?.[1];
}

const isKey = (name: string) => /^[0-9a-f]{16}$/.test(name);

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

/**
 * Records that a build uses a key, now or at `at` (ms since the epoch). Called before the build
 * looks for the key's files, so that a build tidying the same cache leaves them. Rewriting the
 * empty record dates it, and needs only the right to write it, not to own it.
 */
export async function markUsed(cacheDir: string, key: string, at?: number): Promise<void> {
  const record = join(usedDir(cacheDir), key);
  try {
    await writeFile(record, "");
  } catch (error) {
    if (!isMissing(error)) throw error;
    await mkdir(usedDir(cacheDir), { recursive: true });
    await writeFile(record, "");
  }
  if (at !== undefined) await utimes(record, at / 1000, at / 1000);
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
    if (isMissing(error)) return [];
    throw error;
  }
}

/** When the key was last used, or undefined if it has no record. */
async function lastUse(cacheDir: string, key: string): Promise<number | undefined> {
  try {
    return (await stat(join(usedDir(cacheDir), key))).mtimeMs;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** The cached files of each key, as paths inside the cache. */
async function filesByKey(cacheDir: string): Promise<Map<string, string[]>> {
  const byKey = new Map<string, string[]>();
  for (const folder of keyedFolders) {
    for (const name of await namesIn(join(cacheDir, folder))) {
      const key = cacheKeyOf(name);
      if (key === undefined) continue;
      byKey.set(key, [...(byKey.get(key) ?? []), join(folder, name)]);
    }
  }
  for (const key of await namesIn(usedDir(cacheDir))) {
    if (isKey(key) && !byKey.has(key)) byKey.set(key, []);
  }
  return byKey;
}

/** Removes a file and tells its size, or undefined if it was gone already. */
async function removeFile(file: string): Promise<number | undefined> {
  try {
    const { size } = await stat(file);
    await rm(file, { force: true });
    return size;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * Removes the cached files of every key no build has used for `unusedForDays`. A key from before
 * the cache kept records gets one dated now, so its days start counting rather than its files
 * going at once. Each key's record is read just before its files would go: a build that marked
 * it meanwhile keeps them. Files without a key are left as they are.
 */
export async function tidyImageCache(
  cacheDir: string,
  { now = Date.now(), unusedForDays = unusedImageDays }: TidyOptions = {},
): Promise<CacheTidying> {
  const removed: CacheTidying = { files: 0, bytes: 0 };
  for (const [key, files] of await filesByKey(cacheDir)) {
    const used = await lastUse(cacheDir, key);
    if (used === undefined) {
      await markUsed(cacheDir, key, now);
      continue;
    }
    if (now - used <= unusedForDays * day) continue;
    for (const file of files) {
      const bytes = await removeFile(join(cacheDir, file));
      if (bytes === undefined) continue;
      removed.bytes += bytes;
      removed.files += 1;
    }
    await rm(join(usedDir(cacheDir), key), { force: true });
  }
  return removed;
}
