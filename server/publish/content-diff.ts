import { stat } from "node:fs/promises";
import { join } from "node:path";
import { contentFiles } from "../../scripts/build/content-snapshot.ts";
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

async function listed(dir: string | undefined): Promise<string[]> {
  if (dir === undefined) return [];
  return contentFiles(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
}

async function sameBytes(a: string, b: string, hashes: FileHashes): Promise<boolean> {
  const [left, right] = await Promise.all([stat(a), stat(b)]);
  // A picture the build linked rather than copied is the same file.
  if (left.dev === right.dev && left.ino === right.ino) return true;
  if (left.size !== right.size) return false;
  const [first, second] = await Promise.all([hashes.of(a, left), hashes.of(b, right)]);
  return first === second;
}

/** How the content folder `after` differs from an earlier copy `before` (none: all is new). */
export async function compareFolders(
  after: string,
  before: string | undefined,
  hashes: FileHashes,
): Promise<ContentDiff> {
  const [now, then] = await Promise.all([listed(after), listed(before)]);
  const beforeSet = new Set(then);
  const changed = new Set<string>();
  // One file at a time: a large folder must not open thousands of files at once.
  for (const path of before === undefined ? [] : now.filter((p) => beforeSet.has(p))) {
    if (!(await sameBytes(join(after, path), join(before ?? "", path), hashes))) changed.add(path);
  }
  return { before: beforeSet, after: new Set(now), changed };
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
