import { createHash } from "node:crypto";
import { createReadStream, type Stats } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { encodedImageKey } from "../../core/images/image-encoding.ts";

function identity(info: Stats): string {
  return `${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}`;
}

async function sha256(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

async function imageKey(path: string): Promise<string> {
  return encodedImageKey(await readFile(path));
}

/**
 * Hashes of files' bytes, remembered by device, inode, size and modification time: a picture
 * linked into several folders (the content folder, a build's copy of it) is read once, and a
 * file written since (a new inode, or a new time) is read again.
 */
export class FileHashes {
  readonly #sha256 = new Map<string, string>();
  readonly #imageKeys = new Map<string, string>();

  /** The SHA-256 of a file, in hex. */
  of(path: string, info?: Stats): Promise<string> {
    return remembered(this.#sha256, path, info, sha256);
  }

  /** The name the build gives a picture's encoded versions, found from its bytes alone. */
  imageKey(path: string, info?: Stats): Promise<string> {
    return remembered(this.#imageKeys, path, info, imageKey);
  }
}

async function remembered(
  known: Map<string, string>,
  path: string,
  info: Stats | undefined,
  read: (path: string) => Promise<string>,
): Promise<string> {
  const key = identity(info ?? (await stat(path)));
  const found = known.get(key);
  if (found) return found;
  const value = await read(path);
  known.set(key, value);
  return value;
}
