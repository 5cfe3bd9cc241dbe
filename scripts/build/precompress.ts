import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { isCompressible } from "../../server/static/content-type.ts";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
// Below this size compression saves less than the extra header costs.
const minimumBytes = 1024;

/** Writes `.br` and `.gz` beside every text file of the build, once, at maximum compression. */
export async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      if (source.length < minimumBytes) return;
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
      written += 1;
    }),
  );
  return written;
}
