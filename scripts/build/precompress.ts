import { copyFile, readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { isCompressible } from "../../server/static/content-type.ts";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
// Below this size compression saves less than the extra header costs.
const minimumBytes = 1024;

export interface Precompressed {
  /** Files given `.br` and `.gz` forms. */
  files: number;
  /** Of those, the files whose forms were taken from the earlier folder. */
  reused: number;
}

/** Reads a file, or nothing when there is none. */
async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/** Copies `file`'s compressed forms from `earlier` if that file has the same bytes; whether it did. */
async function reuse(file: string, source: Buffer, earlier: string): Promise<boolean> {
  const before = await readIfThere(earlier);
  if (!before?.equals(source)) return false;
  try {
    await Promise.all([
      copyFile(`${earlier}.br`, `${file}.br`),
      copyFile(`${earlier}.gz`, `${file}.gz`),
    ]);
    return true;
  } catch {
    return false;
  }
}

async function compress(file: string, source: Buffer): Promise<void> {
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, at maximum compression. A
 * file that `earlier` (the same folder of the release served now) holds with the same bytes
 * takes that release's forms: brotli at its maximum is most of the time this takes, and after a
 * small change nearly every file is as it was.
 */
export async function precompress(dir: string, earlier?: string): Promise<Precompressed> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const done: Precompressed = { files: 0, reused: 0 };
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      if (source.length < minimumBytes) return;
      const before = earlier === undefined ? undefined : join(earlier, relative(dir, file));
      if (before !== undefined && (await reuse(file, source, before))) done.reused += 1;
      else await compress(file, source);
      done.files += 1;
    }),
  );
  return done;
}
