import { readdir, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import { formatBytes } from "../../app/studio/format-bytes.ts";

/**
 * The bytes of the files under `dir` that the site is built from: hidden files and folders
 * (a `.git` history, an editor's files) are not content and do not count.
 */
async function folderBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const visible = (path: string) => !path.split(/[\\/]/).some((part) => part.startsWith("."));
  const sizes = await Promise.all(
    entries
      .filter(
        (entry) => entry.isFile() && visible(relative(dir, join(entry.parentPath, entry.name))),
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
 * The room the server allows the content folder (CONTENT_QUOTA_MB): pictures the Studio takes
 * in must fit it, together with the uploads still arriving.
 */
export class ContentQuota {
  readonly #contentDir: string;
  readonly limitBytes: number;

  constructor(contentDir: string, limitBytes: number) {
    this.#contentDir = contentDir;
    this.limitBytes = limitBytes;
  }

  /** Why `adding` more bytes do not fit beside `pending` bytes on their way, or undefined. */
  async problem(adding: number, pending = 0): Promise<string | undefined> {
    const used = await folderBytes(this.#contentDir);
    if (used + pending + adding <= this.limitBytes) return undefined;
    const free = Math.max(0, this.limitBytes - used - pending);
    return `There is no room for this picture (${formatBytes(adding)}): your content takes ${formatBytes(used + pending)} of the ${formatBytes(this.limitBytes)} the server allows, ${formatBytes(free)} is free. Remove pictures you no longer use, or ask whoever runs the server to allow more (CONTENT_QUOTA_MB).`;
  }
}
