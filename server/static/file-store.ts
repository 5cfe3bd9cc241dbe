import type { NonSharedBuffer } from "node:buffer";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { isCompressible } from "./content-type.ts";

export interface StaticFile {
  file: string;
  etag: string;
  identity: NonSharedBuffer;
  br?: NonSharedBuffer;
  gzip?: NonSharedBuffer;
}

const maxCachedBytes = 256 * 1024 * 1024;

/**
 * Addresses remembered as missing. Anyone can ask for endless made-up addresses, so this stays
 * bounded; further misses are looked up on disk each time.
 */
export const maxCachedMisses = 1000;

async function readIfPresent(path: string): Promise<NonSharedBuffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

/**
 * Reads files of the build, with their precompressed `.br`/`.gz` siblings, and keeps them
 * in memory: the build never changes while the server runs.
 */
export class FileStore {
  readonly #root: string;
  readonly #cache = new Map<string, StaticFile | null>();
  #cachedBytes = 0;
  #cachedMisses = 0;

  constructor(root: string) {
    this.#root = root;
  }

  async get(file: string): Promise<StaticFile | undefined> {
    const cached = this.#cache.get(file);
    if (cached !== undefined) return cached ?? undefined;
    const loaded = await this.#load(file);
    if (!loaded) {
      if (this.#cachedMisses < maxCachedMisses) {
        this.#cache.set(file, null);
        this.#cachedMisses++;
      }
      return undefined;
    }
    const size = loaded.identity.length + (loaded.br?.length ?? 0) + (loaded.gzip?.length ?? 0);
    if (this.#cachedBytes + size <= maxCachedBytes) {
      this.#cache.set(file, loaded);
      this.#cachedBytes += size;
    }
    return loaded;
  }

  /** How many files and missing addresses are kept in memory. */
  get entries(): number {
    return this.#cache.size;
  }

  async #load(file: string): Promise<StaticFile | undefined> {
    const path = join(this.#root, file);
    try {
      const info = await stat(path);
      if (!info.isFile()) return undefined;
      const identity = await readFile(path);
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      if (!isCompressible(file)) return { file, etag, identity };
      const [br, gzip] = await Promise.all([
        readIfPresent(`${path}.br`),
        readIfPresent(`${path}.gz`),
      ]);
      return { file, etag, identity, br, gzip };
    } catch {
      return undefined;
    }
  }
}
