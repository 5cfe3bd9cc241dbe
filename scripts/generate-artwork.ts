import { mkdir, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import sharp from "sharp";
import { type Artwork, catalogue } from "./artwork/catalogue.ts";
import { createRandom } from "./artwork/random.ts";

/**
 * Paints the sample artist's pictures into content/: every project's images, the home slideshow
 * and the About portrait. Each picture has its own seed (its file name), so a run writes the same
 * bytes every time. Pass parts of file names to paint only those, e.g. `super-cats/0`.
 */

sharp.concurrency(2);
// Two pictures at a time keep both cores busy while one waits on librsvg or the encoder.
const parallel = 2;
const contentDir = resolve(import.meta.dirname, "../content");

type Written = { file: string; width: number; height: number; bytes: number; milliseconds: number };

async function paint(artwork: Artwork): Promise<Written> {
  const started = performance.now();
  const image = await artwork.paint(createRandom(artwork.file));
  const jpeg = await image
    .jpeg({ quality: 85, mozjpeg: false })
    .toBuffer({ resolveWithObject: true });
  if (jpeg.info.width !== artwork.width || jpeg.info.height !== artwork.height) {
    throw new Error(
      `${artwork.file} came out ${jpeg.info.width}x${jpeg.info.height}, expected ${artwork.width}x${artwork.height}`,
    );
  }
  const target = resolve(contentDir, artwork.file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, jpeg.data);
  return {
    file: artwork.file,
    width: artwork.width,
    height: artwork.height,
    bytes: jpeg.data.length,
    milliseconds: performance.now() - started,
  };
}

async function paintAll(artworks: readonly Artwork[]): Promise<Written[]> {
  const written: Written[] = [];
  let nextIndex = 0;
  const worker = async (): Promise<void> => {
    for (let artwork = artworks[nextIndex++]; artwork; artwork = artworks[nextIndex++]) {
      written.push(await paint(artwork));
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return written.sort((a, b) => a.file.localeCompare(b.file));
}

function printTable(written: readonly Written[], seconds: number): void {
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;
  const width = Math.max(...written.map((row) => row.file.length));
  for (const row of written) {
    const size = `${row.width}x${row.height}`.padStart(9);
    console.log(
      `${row.file.padEnd(width)}  ${size}  ${kb(row.bytes).padStart(7)}  ${(row.milliseconds / 1000).toFixed(1).padStart(5)} s`,
    );
  }
  const total = written.reduce((sum, row) => sum + row.bytes, 0);
  console.log(
    `${written.length} pictures, ${(total / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s`,
  );
}

if (import.meta.main) {
  const filters = process.argv.slice(2);
  const selected = catalogue.filter(
    (artwork) => filters.length === 0 || filters.some((filter) => artwork.file.includes(filter)),
  );
  if (selected.length === 0) {
    console.error(`No picture matches ${filters.join(", ")}.`);
    process.exit(1);
  }
  const started = performance.now();
  const written = await paintAll(selected);
  printTable(written, (performance.now() - started) / 1000);
}
