import { createHash } from "node:crypto";
import { createReadStream, type Stats } from "node:fs";
import { stat } from "node:fs/promises";

function identity(info: Stats): string {
  return `${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}`;
}

/**
 * The SHA-256 of files, remembered by device, inode, size and modification time: a picture
 * linked into several folders (the content folder, a build's copy of it) is read once, and a
 * file written since (a new inode, or a new time) is read again.
 */
export class FileHashes {
  readonly #known = new Map<string, string>();

  async of(path: string, info?: Stats): Promise<string> {
    const facts = info ?? (await stat(path));
    const key = identity(facts);
    const known = this.#known.get(key);
    if (known) return known;
    const hash = createHash("sha256");
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
    const digest = hash.digest("hex");
    this.#known.set(key, digest);
    return digest;
  }
}
