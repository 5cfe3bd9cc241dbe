import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { ContentError } from "../content/content-error.server.ts";
import type { ImageData } from "./image-data.ts";
import { type ImageManifest, publicImagePrefix, type TileSources } from "./image-manifest.ts";
import {
  fallbackWidth,
  type ImageUsage,
  shareImageSize,
  tileAspect,
  tileWidthsFor,
  widthsFor,
} from "./image-usage.ts";

// libvips uses one thread per image here by default; the build machines have two cores.
sharp.concurrency(2);

/** A content image and the places it appears, which decide the widths it is encoded at. */
export interface SourceImage {
  /** The path inside the content folder, with forward slashes. */
  path: string;
  usages: readonly ImageUsage[];
}

export interface EncodeRequest {
  contentDir: string;
  cacheDir: string;
  images: readonly SourceImage[];
  /** Content files published as they are (videos), also by path inside the content folder. */
  files?: readonly string[];
  /** How many source images are worked on at once. */
  parallel?: number;
  /** Told after each source image, from the cache or newly encoded. */
  onProgress?: (progress: EncodeProgress) => void;
}

export interface EncodeProgress {
  /** Source images done, from the cache or encoded. */
  done: number;
  total: number;
  /**
   * The images that are new or changed and need encoding, done first the ones already in the
   * cache: how many are done, how many in all, and the time spent on them so far.
   */
  encoding: { done: number; total: number; ms: number };
}

export interface EncodeReport {
  manifest: ImageManifest;
  /** Files written by this run. */
  encoded: number;
  /** Files found in the cache from an earlier run. */
  reused: number;
}

// Part of every cache key: changing a setting re-encodes everything once.
const settings = {
  version: 1,
  // 44: 12 to 18% fewer bytes than 48 (and 20 to 30% than 50) on the sample's paintings and
  // photographs, with no difference to see side by side even at twice their size; on a phone
  // those bytes are the largest paint and hold back the page's scripts.
  avif: { quality: 44, effort: 2 },
  webp: { quality: 78, effort: 2 },
  jpeg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
  blurWidth: 16,
  colorSampleWidth: 64,
} as const;
const settingsKey = JSON.stringify(settings);

type Format = "avif" | "webp" | "jpeg" | "png";
const extensions: Record<Format, string> = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png" };

/** What the build remembers about a source image, beside its encoded files. */
interface SourceFacts {
  /** Size after EXIF rotation, as the picture is seen. */
  width: number;
  height: number;
  /** The format the fallback keeps: PNG stays PNG (transparency, flat colour), all else JPEG. */
  fallback: "jpeg" | "png";
  color: string;
  blurDataUri: string;
}

interface Output {
  name: string;
  /** The width of the source pixels this output is made from. */
  width: number;
  format: Format;
  /** A fixed frame the picture is scaled to cover and cropped to, centred. */
  crop?: { width: number; height: number };
}

/** A source decoded once, rotated upright and scaled to the widest output still missing. */
interface Decoded {
  pixels: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

function contentHash(bytes: Buffer, salt: string): string {
  return createHash("sha256").update(salt).update(bytes).digest("hex").slice(0, 16);
}

/**
 * The name the encoded versions of a source image start with (`<key>-480.webp`): a hash of
 * its bytes and of the encoding settings, so that others can find the build's files of a
 * picture from its bytes alone.
 */
export function encodedImageKey(bytes: Buffer): string {
  return contentHash(bytes, settingsKey);
}

function hex(value: number): string {
  return Math.round(value).toString(16).padStart(2, "0");
}

let writes = 0;

/** Writes through a temporary file, so an interrupted build never leaves a half file cached. */
async function writeAtomically(file: string, data: string | Buffer): Promise<void> {
  writes += 1;
  const temporary = `${file}.${process.pid}-${writes}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

async function decode(input: Buffer, width: number, originalWidth: number): Promise<Decoded> {
  let pipeline = sharp(input).autoOrient();
  if (width < originalWidth) pipeline = pipeline.resize({ width });
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { pixels: data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

function fromDecoded(decoded: Decoded): Sharp {
  return sharp(decoded.pixels, { raw: decoded.raw });
}

async function inspect(input: Buffer, decoded: Decoded): Promise<SourceFacts> {
  const metadata = await sharp(input).metadata();
  const blur = await fromDecoded(decoded)
    .resize({ width: settings.blurWidth, height: settings.blurWidth, fit: "inside" })
    .webp({ quality: 40 })
    .toBuffer();
  const sample = await fromDecoded(decoded)
    .resize({ width: settings.colorSampleWidth })
    .png()
    .toBuffer();
  const { dominant } = await sharp(sample).stats();
  return {
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
    fallback: metadata.format === "png" ? "png" : "jpeg",
    color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    blurDataUri: `data:image/webp;base64,${blur.toString("base64")}`,
  };
}

/** Decodes a new source at full size and records what the build needs to know about it. */
async function firstLook(input: Buffer): Promise<{ facts: SourceFacts; decoded: Decoded }> {
  const { width } = (await sharp(input).metadata()).autoOrient;
  const decoded = await decode(input, width, width);
  return { facts: await inspect(input, decoded), decoded };
}

function encoder(decoded: Decoded, { width, format, crop }: Output): Sharp {
  const pipeline = crop
    ? fromDecoded(decoded).resize({ ...crop, fit: "cover", position: "centre" })
    : width < decoded.raw.width
      ? fromDecoded(decoded).resize({ width })
      : fromDecoded(decoded);
  if (format === "avif") return pipeline.avif(settings.avif);
  if (format === "webp") return pipeline.webp(settings.webp);
  if (format === "jpeg") return pipeline.jpeg(settings.jpeg);
  return pipeline.png(settings.png);
}

function outputsFor(hash: string, facts: SourceFacts, usages: readonly ImageUsage[]) {
  const widths = widthsFor(usages, facts.width);
  const fallbackAt = Math.min(fallbackWidth, facts.width);
  const fallback: Output = {
    name: `${hash}-${fallbackAt}.${extensions[facts.fallback]}`,
    width: fallbackAt,
    format: facts.fallback,
  };
  const ladder = (format: Format): Output[] =>
    widths.map((width) => ({ name: `${hash}-${width}.${extensions[format]}`, width, format }));
  const tileWidths = usages.includes("tile") ? tileWidthsFor(facts.width, facts.height) : [];
  // The band a category cell shows of a picture taller than the cell: as wide as the cell.
  const tiles = (format: Format): Output[] =>
    tileWidths.map((width) => ({
      name: `${hash}-tile-${width}.${extensions[format]}`,
      width,
      format,
      crop: { width, height: Math.round((width * tileAspect.height) / tileAspect.width) },
    }));
  const share: Output | undefined = usages.includes("share")
    ? {
        name: `${hash}-share-${shareImageSize.width}x${shareImageSize.height}.jpg`,
        // Enough source pixels to fill the frame's height too, without going past the original.
        width: Math.min(
          facts.width,
          Math.max(
            shareImageSize.width,
            Math.ceil((shareImageSize.height * facts.width) / facts.height),
          ),
        ),
        format: "jpeg",
        crop: shareImageSize,
      }
    : undefined;
  return {
    ladder,
    tiles,
    fallback,
    share,
    all: [
      ...ladder("avif"),
      ...ladder("webp"),
      ...tiles("avif"),
      ...tiles("webp"),
      fallback,
      ...(share ? [share] : []),
    ],
  };
}

function srcset(outputs: readonly Output[]): string {
  return outputs.map(({ name, width }) => `${publicImagePrefix}${name} ${width}w`).join(", ");
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++) {
      const item = items[index];
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Turns every content image into AVIF and WebP at the widths its usages need, plus one
 * JPEG/PNG fallback, and records its size and a loading placeholder. Files are named by the
 * source's content hash: an unchanged image is never decoded or encoded again, and browsers
 * may keep every file forever.
 */
export async function encodeImages(request: EncodeRequest): Promise<EncodeReport> {
  const { contentDir, cacheDir, images, files = [], parallel = 2, onProgress } = request;
  const filesDir = join(cacheDir, "files");
  const metaDir = join(cacheDir, "meta");
  await mkdir(filesDir, { recursive: true });
  await mkdir(metaDir, { recursive: true });

  const entries = new Map<string, ImageData>();
  const shares = new Map<string, string>();
  const tiles = new Map<string, TileSources>();
  const outputs = new Set<string>();
  let encoded = 0;
  let reused = 0;

  const readFacts = async (hash: string): Promise<SourceFacts | undefined> => {
    const factsFile = join(metaDir, `${hash}.json`);
    return existsSync(factsFile)
      ? (JSON.parse(await readFile(factsFile, "utf8")) as SourceFacts)
      : undefined;
  };

  /** The image's content hash, and whether the cache holds all the image needs. */
  const look = async ({ path, usages }: SourceImage) => {
    const hash = contentHash(await readFile(join(contentDir, path)), settingsKey);
    const facts = await readFacts(hash);
    const cached =
      facts !== undefined &&
      outputsFor(hash, facts, usages).all.every((output) =>
        existsSync(join(filesDir, output.name)),
      );
    return { hash, cached };
  };

  const prepare = async ({ path, usages }: SourceImage) => {
    const source = join(contentDir, path);
    const fail = (error: unknown, what: string): never => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ContentError(source, [`${what}: ${reason}`]);
    };
    const input = await readFile(source);
    const hash = encodedImageKey(input);
    const factsFile = join(metaDir, `${hash}.json`);
    const known = await readFacts(hash);

    let decoded: Decoded | undefined;
    let facts: SourceFacts;
    if (known) facts = known;
    else {
      ({ facts, decoded } = await firstLook(input).catch((error: unknown) =>
        fail(error, "cannot be read as an image"),
      ));
      await writeAtomically(factsFile, JSON.stringify(facts));
    }

    const planned = outputsFor(hash, facts, usages);
    const missing = planned.all.filter((output) => {
      if (outputs.has(output.name)) return false;
      outputs.add(output.name);
      const cached = existsSync(join(filesDir, output.name));
      if (cached) reused += 1;
      return !cached;
    });
    if (missing.length > 0) {
      if (!decoded) {
        const widest = Math.max(...missing.map((output) => output.width));
        decoded = await decode(input, widest, facts.width).catch((error: unknown) =>
          fail(error, "cannot be read as an image"),
        );
      }
      for (const output of missing) {
        const bytes = await encoder(decoded, output)
          .toBuffer()
          .catch((error: unknown) => fail(error, `cannot be converted to ${output.format}`));
        await writeAtomically(join(filesDir, output.name), bytes);
        encoded += 1;
      }
    }

    if (planned.share) shares.set(path, `${publicImagePrefix}${planned.share.name}`);
    if (planned.tiles("avif").length > 0) {
      tiles.set(path, {
        avifSrcset: srcset(planned.tiles("avif")),
        webpSrcset: srcset(planned.tiles("webp")),
      });
    }
    entries.set(path, {
      src: `${publicImagePrefix}${planned.fallback.name}`,
      width: facts.width,
      height: facts.height,
      avifSrcset: srcset(planned.ladder("avif")),
      webpSrcset: srcset(planned.ladder("webp")),
      color: facts.color,
      blurDataUri: facts.blurDataUri,
    });
  };

  // The images to encode are found first, so that the progress can tell the time left from
  // the time they take rather than from the cached ones, which take none.
  const looks = new Map<SourceImage, boolean>();
  await eachLimited(images, parallel, async (image) => {
    looks.set(image, (await look(image).catch(() => ({ cached: false }))).cached);
  });
  const fromCache = images.filter((image) => looks.get(image) === true);
  const toEncode = images.filter((image) => looks.get(image) !== true);
  let done = 0;
  const encoding = { done: 0, total: toEncode.length, ms: 0 };
  const report = () => onProgress?.({ done, total: images.length, encoding: { ...encoding } });
  report();
  await eachLimited(fromCache, parallel, async (image) => {
    await prepare(image);
    done += 1;
    report();
  });
  const encodingStarted = performance.now();
  await eachLimited(toEncode, parallel, async (image) => {
    await prepare(image);
    done += 1;
    encoding.done += 1;
    encoding.ms = performance.now() - encodingStarted;
    report();
  });

  const published: Record<string, string> = {};
  for (const path of [...files].sort()) {
    const source = join(contentDir, path);
    const bytes = await readFile(source);
    const name = `${contentHash(bytes, "")}${extname(path).toLowerCase()}`;
    const target = join(filesDir, name);
    outputs.add(name);
    if (existsSync(target)) reused += 1;
    else {
      await writeAtomically(target, bytes);
      encoded += 1;
    }
    published[path] = `${publicImagePrefix}${name}`;
  }

  const byPath = ([a]: [string, unknown], [b]: [string, unknown]) => a.localeCompare(b);
  return {
    manifest: {
      images: Object.fromEntries([...entries].sort(byPath)),
      files: Object.fromEntries(Object.entries(published).sort(byPath)),
      shares: Object.fromEntries([...shares].sort(byPath)),
      tiles: Object.fromEntries([...tiles].sort(byPath)),
      outputs: [...outputs].sort(),
    },
    encoded,
    reused,
  };
}
