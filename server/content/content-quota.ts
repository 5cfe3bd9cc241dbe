import { readdir, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import { formatBytes } from "../../app/studio/format-bytes.ts";

/** A folder whose files count against the quota. */
export interface CountedFolder {
  dir: string;
  /**
   * Whether only the files the site is built from count: hidden files and folders (a `.git`
   * history, an editor's files) are then not content and do not count.
   */
  visibleOnly?: boolean;
}

/** The bytes of the files under a counted folder. */
async function folderBytes({ dir, visibleOnly = false }: CountedFolder): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const counts = (path: string) =>
    !visibleOnly || !path.split(/[\\/]/).some((part) => part.startsWith("."));
  const sizes = await Promise.all(
    entries
      .filter(
        (entry) => entry.isFile() && counts(relative(dir, join(entry.parentPath, entry.name))),
      )
      .map((entry) =>
        stat(join(entry.parentPath, entry.name)).then(
          (info) => info.size,
          () => 0,
        ),
      ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * The room the server allows the content (CONTENT_QUOTA_MB): the bytes actually stored in the
 * content folder and in what the server keeps beside it (the trash, previews, the publish
 * history). Pictures the Studio takes in must fit it, together with the uploads still arriving.
 */
export class ContentQuota {
  readonly #folders: CountedFolder[];
  readonly limitBytes: number;

  constructor(folders: CountedFolder[], limitBytes: number) {
    this.#folders = folders;
    this.limitBytes = limitBytes;
  }

  /** Why `adding` more bytes do not fit beside `pending` bytes on their way, or undefined. */
  async problem(adding: number, pending = 0): Promise<string | undefined> {
    const sizes = await Promise.all(this.#folders.map(folderBytes));
    const used = sizes.reduce((sum, size) => sum + size, 0);
    if (used + pending + adding <= this.limitBytes) return undefined;
    const free = Math.max(0, this.limitBytes - used - pending);
    return `There is no room for this picture (${formatBytes(adding)}): your content takes ${formatBytes(used + pending)} of the ${formatBytes(this.limitBytes)} the server allows, ${formatBytes(free)} is free. Remove pictures you no longer use, or ask whoever runs the server to allow more (CONTENT_QUOTA_MB).`;
  }
}
