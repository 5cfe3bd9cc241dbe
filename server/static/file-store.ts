import type { NonSharedBuffer } from "node:buffer";
import { readFile, stat } from "node:fs/promises";
import { isCompressible } from "./content-type.ts";

/** One file of a build, as the static layer sends it. */
export interface StaticFile {
  /** The absolute path on disk. */
  path: string;
  size: number;
  /** The identity representation's ETag; encoded ones add their coding (`"…-br"`). */
  etag: string;
  /** The bytes, for files small enough to keep in memory; larger ones are streamed. */
  identity?: NonSharedBuffer;
  br?: NonSharedBuffer;
  gzip?: NonSharedBuffer;
}

export interface FileStoreLimits {
  /** The most bytes kept in memory, over every build. */
  cacheBytes: number;
  /** Larger files (films) are streamed from disk, a range at a time. */
  largestCachedFile: number;
  /** Addresses remembered as missing, so repeated misses do not touch the disk. */
  misses: number;
}

export const defaultFileStoreLimits: FileStoreLimits = {
  cacheBytes: 256 * 1024 * 1024,
  largestCachedFile: 16 * 1024 * 1024,
  // Anyone can ask for endless made-up addresses, so this stays bounded.
  misses: 1000,
};

async function readIfPresent(path: string): Promise<NonSharedBuffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

function bytesOf(file: StaticFile): number {
  return (file.identity?.length ?? 0) + (file.br?.length ?? 0) + (file.gzip?.length ?? 0);
}

/**
 * Reads files of the builds, with their precompressed `.br`/`.gz` siblings, and keeps the most
 * recently used in memory. A build never changes once made (a new build is a new folder), so
 * a cached file never goes stale; files of builds no longer asked for fall out of the cache.
 */
export class FileStore {
  readonly #limits: FileStoreLimits;
  readonly #files = new Map<string, StaticFile>();
  readonly #misses = new Set<string>();
  #bytes = 0;

  constructor(limits: FileStoreLimits = defaultFileStoreLimits) {
    this.#limits = limits;
  }

  async get(path: string): Promise<StaticFile | undefined> {
    const cached = this.#files.get(path);
    if (cached) {
      // Map order is the eviction order: a file just used goes to the back.
      this.#files.delete(path);
      this.#files.set(path, cached);
      return cached;
    }
    if (this.#misses.has(path)) return undefined;
    const loaded = await this.#load(path);
    if (!loaded) {
      if (this.#misses.size < this.#limits.misses) this.#misses.add(path);
      return undefined;
    }
    this.#keep(loaded);
    return loaded;
  }

  /** How many files and missing addresses are kept in memory. */
  get entries(): number {
    return this.#files.size + this.#misses.size;
  }

  #keep(file: StaticFile): void {
    const size = bytesOf(file);
    if (size === 0 || size > this.#limits.cacheBytes) return;
    for (const [path, old] of this.#files) {
      if (this.#bytes + size <= this.#limits.cacheBytes) break;
      this.#files.delete(path);
      this.#bytes -= bytesOf(old);
    }
    this.#files.set(file.path, file);
    this.#bytes += size;
  }

  async #load(path: string): Promise<StaticFile | undefined> {
    try {
      const info = await stat(path, { bigint: false });
      if (!info.isFile()) return undefined;
      // Size, time and inode: files of two builds differ in their inode even when written in
      // the same millisecond with the same size; a picture linked into both keeps its ETag.
      const etag = `"${info.ino.toString(16)}-${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      const file: StaticFile = { path, size: info.size, etag };
      if (info.size > this.#limits.largestCachedFile) return file;
      file.identity = await readFile(path);
      if (isCompressible(path)) {
        const [br, gzip] = await Promise.all([
          readIfPresent(`${path}.br`),
          readIfPresent(`${path}.gz`),
        ]);
        if (br) file.br = br;
        if (gzip) file.gzip = gzip;
      }
      return file;
    } catch {
      return undefined;
    }
  }
}
