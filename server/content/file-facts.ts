import { readFile, stat } from "node:fs/promises";
import { encodedImageKey } from "../../app/images/encode-images.server.ts";
import { fileVersion } from "./file-version.ts";

/** What the Studio knows of a file from its bytes. */
export interface FileFacts {
  size: number;
  /** Its version, as every Studio answer names files (see file-version.ts). */
  version: string;
  /** The name the build gives its encoded versions, when it is a picture. */
  imageKey: string;
}

/** Files remembered at most; past that the memory starts again. */
const remembered = 5000;

/**
 * The hashes of content files, remembered by path, size, time and inode, so that lists and
 * previews read a picture's bytes once, not on every request. A file changed by any means
 * gets a new time or inode and is read again.
 */
export class KnownFileFacts {
  readonly #known = new Map<string, FileFacts>();

  async of(file: string): Promise<FileFacts> {
    const info = await stat(file);
    const key = `${file}\0${info.size}\0${info.mtimeMs}\0${info.ino}`;
    const known = this.#known.get(key);
    if (known) return known;
    const bytes = await readFile(file);
    const facts = {
      size: bytes.length,
      version: fileVersion(bytes),
      imageKey: encodedImageKey(bytes),
    };
    if (this.#known.size >= remembered) this.#known.clear();
    this.#known.set(key, facts);
    return facts;
  }
}
