import type { Stats } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { contentFiles } from "../../core/content/content-files.server.ts";
import type { FileHashes } from "./file-hashes.ts";

/**
 * Two states of the content folder: the files each holds (paths inside the folder, with
 * forward slashes) and, of those in both, the ones whose bytes differ.
 */
export interface ContentDiff {
  before: ReadonlySet<string>;
  after: ReadonlySet<string>;
  changed: ReadonlySet<string>;
}

/** The files of one state of the content, by their SHA-256, as the history keeps them. */
export type ContentManifest = Record<string, { hash: string; size: number }>;

function noFiles(error: NodeJS.ErrnoException): string[] {
  if (error.code === "ENOENT") return [];
  throw error;
}

/** A file's or folder's facts, or undefined when there is nothing at `path`. */
async function found(path: string): Promise<Stats | undefined> {
  try {
    return await stat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** The content files of `dir` at `path` inside it: the file itself, or those in the folder. */
async function filesAt(dir: string, path: string): Promise<string[]> {
  const info = await found(join(dir, path));
  if (!info?.isDirectory()) return info?.isFile() ? [path] : [];
  const files = await contentFiles(join(dir, path)).catch(noFiles);
  return files.map((file) => `${path}/${file}`);
}

async function listed(dir: string | undefined, within?: readonly string[]): Promise<string[]> {
  if (dir === undefined) return [];
  if (within === undefined) return contentFiles(dir).catch(noFiles);
  const lists = await Promise.all(within.map((path) => filesAt(dir, path)));
  return [...new Set(lists.flat())].sort();
}

async function sameBytes(a: string, b: string, hashes: FileHashes): Promise<boolean> {
  const [left, right] = await Promise.all([found(a), found(b)]);
  // Removed since the folder was listed: it differs now.
  if (!left || !right) return false;
  // A picture the build linked rather than copied is the same file.
  if (left.dev === right.dev && left.ino === right.ino) return true;
  if (left.size !== right.size) return false;
  const [first, second] = await Promise.all([hashes.of(a, left), hashes.of(b, right)]);
  return first === second;
}

/**
 * How the content folder `after` differs from an earlier copy `before` (none: all is new): all
 * of it, or only the files at the paths `within` it (files or folders).
 */
export async function compareFolders(
  after: string,
  before: string | undefined,
  hashes: FileHashes,
  within?: readonly string[],
): Promise<ContentDiff> {
  const [now, then] = await Promise.all([listed(after, within), listed(before, within)]);
  const beforeSet = new Set(then);
  const changed = new Set<string>();
  // One file at a time: a large folder must not open thousands of files at once.
  for (const path of before === undefined ? [] : now.filter((p) => beforeSet.has(p))) {
    if (!(await sameBytes(join(after, path), join(before ?? "", path), hashes))) changed.add(path);
  }
  return { before: beforeSet, after: new Set(now), changed };
}

/** Whether anything was added, removed or changed. */
export function differs(diff: ContentDiff): boolean {
  return (
    diff.changed.size > 0 ||
    diff.before.size !== diff.after.size ||
    [...diff.after].some((path) => !diff.before.has(path))
  );
}

/** How one kept state of the content differs from an earlier one (none: all is new). */
export function compareManifests(
  before: ContentManifest | undefined,
  after: ContentManifest,
): ContentDiff {
  const then = before ?? {};
  const changed = new Set(
    Object.keys(after).filter((path) => {
      const earlier = then[path];
      return earlier !== undefined && earlier.hash !== after[path]?.hash;
    }),
  );
  return { before: new Set(Object.keys(then)), after: new Set(Object.keys(after)), changed };
}

/** The files of a content folder by their SHA-256. */
export async function manifestOf(dir: string, hashes: FileHashes): Promise<ContentManifest> {
  const manifest: ContentManifest = {};
  for (const path of await listed(dir)) {
    const file = join(dir, path);
    const info = await stat(file);
    manifest[path] = { hash: await hashes.of(file, info), size: info.size };
  }
  return manifest;
}

/** Whether two states of the content hold the same files with the same bytes. */
export function sameContent(a: ContentManifest, b: ContentManifest): boolean {
  const paths = Object.keys(a);
  return (
    paths.length === Object.keys(b).length && paths.every((path) => a[path]?.hash === b[path]?.hash)
  );
}
