import type { Stats } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import { formatBytes } from "../../core/words/format-bytes.ts";
import { FileHashes } from "../files/file-hashes.ts";

/** A folder whose files count against the quota. */
export interface CountedFolder {
  dir: string;
  /**
   * The content folder itself: only the files the site is built from count, not hidden files
   * and folders (a `.git` history, an editor's files).
   */
  content?: boolean;
  /**
   * Files named by the SHA-256 of their bytes (the publish history's): one whose bytes are also
   * a file of the content folder is that file kept once more, and counts once, there.
   */
  namedByHash?: boolean;
}

interface CountedFile {
  path: string;
  name: string;
  info: Stats;
}

/** The files under a counted folder, with what the file system says of each. */
async function filesOf({ dir, content = false }: CountedFolder): Promise<CountedFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const counts = (path: string) =>
    !content || !path.split(/[\\/]/).some((part) => part.startsWith("."));
  const files = await Promise.all(
    entries
      .filter(
        (entry) => entry.isFile() && counts(relative(dir, join(entry.parentPath, entry.name))),
      )
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        const info = await stat(path).catch(() => undefined);
        return info ? { path, name: entry.name, info } : undefined;
      }),
  );
  return files.filter((file) => file !== undefined);
}

const sizeOf = (files: CountedFile[]) => files.reduce((sum, file) => sum + file.info.size, 0);

/**
 * The room the server allows the content (CONTENT_QUOTA_MB): the bytes actually stored in the
 * content folder and in what the server keeps beside it (the trash, previews, the publish
 * history, a file kept there and still in the content counted once). Pictures the Studio takes
 * in must fit it, together with the uploads still arriving.
 */
export class ContentQuota {
  readonly #folders: CountedFolder[];
  readonly #hashes: FileHashes;
  readonly limitBytes: number;

  constructor(folders: CountedFolder[], limitBytes: number, hashes = new FileHashes()) {
    this.#folders = folders;
    this.limitBytes = limitBytes;
    this.#hashes = hashes;
  }

  /** The bytes the content takes now, on every counted folder. */
  async usedBytes(): Promise<number> {
    const listed = await Promise.all(
      this.#folders.map(async (folder) => ({ folder, files: await filesOf(folder) })),
    );
    const contentFiles = listed.filter(({ folder }) => folder.content).flatMap((l) => l.files);
    const inContent = listed.some(({ folder }) => folder.namedByHash)
      ? new Set(await Promise.all(contentFiles.map((f) => this.#hashes.of(f.path, f.info))))
      : new Set<string>();
    return listed.reduce(
      (sum, { folder, files }) =>
        sum + sizeOf(folder.namedByHash ? files.filter((f) => !inContent.has(f.name)) : files),
      0,
    );
  }

  /** Why `adding` more bytes do not fit beside `pending` bytes on their way, or undefined. */
  async problem(adding: number, pending = 0): Promise<string | undefined> {
    const used = await this.usedBytes();
    if (used + pending + adding <= this.limitBytes) return undefined;
    const free = Math.max(0, this.limitBytes - used - pending);
    return `There is no room for this picture (${formatBytes(adding)}): your content takes ${formatBytes(used + pending)} of the ${formatBytes(this.limitBytes)} the server allows, with the earlier versions and removed pictures it keeps; ${formatBytes(free)} is free. Ask whoever runs the server to allow more (CONTENT_QUOTA_MB), or to clear what the Studio keeps in its data folder (studio/trash).`;
  }
}
