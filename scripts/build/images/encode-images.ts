import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { ContentError } from "../../../core/content/content-error.server.ts";
import type { FocalPoint } from "../../../core/images/focal-point.ts";
import type { ImageData } from "../../../core/images/image-data.ts";
import {
  contentHash,
  encodedImageKey,
  encodingSettings as settings,
} from "../../../core/images/image-encoding.ts";
import {
  type ImageManifest,
  publicImagePrefix,
  type TileSources,
} from "../../../core/images/image-manifest.ts";
import {
  fallbackWidth,
  shareImageSize,
  tileAspect,
  tileWidthsFor,
  widthsFor,
} from "../../../core/images/image-usage.ts";
import {
  type KeptMetadata,
  keeping,
  keptMetadataOf,
  keptMetadataTag,
} from "../../../core/images/kept-metadata.server.ts";
import type { ColourSpace } from "../../../core/images/metadata/colour-profile.server.ts";
import { videoWithoutLocation } from "../../../core/images/metadata/video-location.server.ts";
import type { SourceImage } from "../../../core/images/source-image.ts";
import { focusRegion, focusTag } from "./focus-crop.ts";
import { markUsed } from "./image-cache-use.ts";

// libvips uses one thread per image here by default; the build machines have two cores.
sharp.concurrency(2);

export interface EncodeRequest {
  contentDir: string;
  cacheDir: string;
  images: readonly SourceImage[];
  /** Content files published as they are (videos), also by path inside the content folder. */
  files?: readonly string[];
  /** How many source images are worked on at once. */
  parallel?: number;
  /** Whether the files keep the pictures' copyright and artist fields (`keepCopyrightInPictures`). */
  keepCopyright?: boolean;
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

// Part of the name of each picture's facts, not of its files: a new way of working out the facts
// (v2: from a small decode) looks at every picture again without encoding any again.
const factsVersion = "v2";

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
  /**
   * A fixed frame the picture is scaled to cover and cropped to: around its focal point when it
   * has one, else centred.
   */
  crop?: { width: number; height: number; focus?: FocalPoint };
  /** Made in sRGB whatever the picture's own colour space. */
  inSrgb?: true;
}

/**
 * A source decoded once, rotated upright and scaled to the widest output still missing: as sRGB
 * pixels, or, for a picture that keeps its own colour profile, as an uncompressed TIFF of its
 * pixels as they are with that profile (raw pixels cannot carry one).
 */
type Decoded =
  | { pixels: Buffer; raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }
  | { tiff: Buffer; width: number; height: number };

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

async function decode(
  input: Buffer,
  width: number,
  originalWidth: number,
  colourSpace: ColourSpace = "srgb",
): Promise<Decoded> {
  let pipeline = sharp(input).autoOrient();
  if (width < originalWidth) pipeline = pipeline.resize({ width });
  if (colourSpace === "own-profile") {
    const { data, info } = await pipeline
      .keepIccProfile()
      .tiff({ compression: "none" })
      .toBuffer({ resolveWithObject: true });
    return { tiff: data, width: info.width, height: info.height };
  }
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { pixels: data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

function fromDecoded(decoded: Decoded): Sharp {
  return "tiff" in decoded ? sharp(decoded.tiff) : sharp(decoded.pixels, { raw: decoded.raw });
}

function decodedSize(decoded: Decoded): { width: number; height: number } {
  return "tiff" in decoded ? decoded : decoded.raw;
}

/** A picture scaled to cover a frame and cropped to it, around its focal point or centred. */
function cropped(source: Sharp, decoded: Decoded, crop: NonNullable<Output["crop"]>): Sharp {
  const { focus, ...frame } = crop;
  if (!focus) return source.resize({ ...frame, fit: "cover", position: "centre" });
  return source.extract(focusRegion(decodedSize(decoded), frame, focus)).resize(frame);
}

/**
 * What the build needs to know about a new source, from a small decode: the pages can be made
 * from these facts while its files are still being encoded.
 */
async function firstLook(input: Buffer): Promise<SourceFacts> {
  const metadata = await sharp(input).metadata();
  const sample = await decode(input, settings.colorSampleWidth, metadata.autoOrient.width);
  const blur = await fromDecoded(sample)
    .resize({ width: settings.blurWidth, height: settings.blurWidth, fit: "inside" })
    .webp({ quality: 40 })
    .toBuffer();
  const { dominant } = await fromDecoded(sample).stats();
  return {
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
    fallback: metadata.format === "png" ? "png" : "jpeg",
    color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    blurDataUri: `data:image/webp;base64,${blur.toString("base64")}`,
  };
}

function encoder(
  decoded: Decoded,
  { width, format, crop, inSrgb }: Output,
  kept: KeptMetadata,
): Sharp {
  const source = keeping(fromDecoded(decoded), kept, inSrgb === true);
  const pipeline = crop
    ? cropped(source, decoded, crop)
    : width < decodedSize(decoded).width
      ? source.resize({ width })
      : source;
  if (format === "avif") return pipeline.avif(settings.avif);
  if (format === "webp") return pipeline.webp(settings.webp);
  if (format === "jpeg") return pipeline.jpeg(settings.jpeg);
  return pipeline.png(settings.png);
}

function outputsFor(
  hash: string,
  facts: SourceFacts,
  { usages, focus }: Pick<SourceImage, "usages" | "focus">,
) {
  // Crops are named by their focal point too; the other files are the same whatever it is.
  const cropHash = `${hash}${focusTag(focus)}`;
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
      name: `${cropHash}-tile-${width}.${extensions[format]}`,
      width,
      format,
      crop: { width, height: Math.round((width * tileAspect.height) / tileAspect.width), focus },
    }));
  const share: Output | undefined = usages.includes("share")
    ? {
        name: `${cropHash}-share-${shareImageSize.width}x${shareImageSize.height}.jpg`,
        // Enough source pixels to fill the frame's height too, without going past the original.
        width: Math.min(
          facts.width,
          Math.max(
            shareImageSize.width,
            Math.ceil((shareImageSize.height * facts.width) / facts.height),
          ),
        ),
        format: "jpeg",
        crop: { ...shareImageSize, focus },
        // The sites that show share cards drop colour profiles.
        inSrgb: true,
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

/** Runs `work` over `items`, at most `limit` at a time; once `signal` aborts, starts no more. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
  signal?: AbortSignal,
) {
  let next = 0;
  let failed = false;
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++) {
      if (failed) return;
      signal?.throwIfAborted();
      const item = items[index];
      if (item === undefined) continue;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  // Settled before the first failure is told: once this returns, nothing is still working.
  const lanes = await Promise.allSettled(
    Array.from({ length: Math.min(limit, items.length) }, lane),
  );
  const failure = lanes.find((lane) => lane.status === "rejected");
  if (failure) throw failure.reason;
}

/** A source image whose files are not all in the cache yet. */
interface PendingImage {
  source: string;
  /** The key of the bytes planned for, which name its files. */
  key: string;
  facts: SourceFacts;
  kept: KeptMetadata;
  missing: readonly Output[];
}

interface EncodeOptions {
  /** Told after each source image, from the cache or newly encoded. */
  onProgress?: (progress: EncodeProgress) => void;
  /** Stops the encoding before its next image, rejecting with the signal's reason. */
  signal?: AbortSignal;
}

/** What the image step will publish, known before its files are encoded. */
export interface ImagePlan {
  /** The step's manifest: the pages can be made from it while the files are being encoded. */
  manifest: ImageManifest;
  /** Source images with files still to encode. */
  toEncode: number;
  /** Encodes the files of the manifest that the cache does not hold yet. */
  encode(options?: EncodeOptions): Promise<EncodeReport>;
}

/** The error of a content image that cannot be read or converted, naming its file. */
function failingImage(source: string) {
  return (error: unknown, what: string): never => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ContentError(source, [`${what}: ${reason}`]);
  };
}

/** Encodes the missing files of one source image; how many it wrote. */
async function encodeMissing(
  { source, key, facts, kept, missing }: PendingImage,
  filesDir: string,
): Promise<number> {
  const fail = failingImage(source);
  const input = await readFile(source);
  // Files named after other bytes would be kept, and served, for ever.
  if (encodedImageKey(input) !== key) {
    throw new ContentError(source, ["changed while the build was running: build again"]);
  }
  const widest = Math.max(...missing.map((output) => output.width));
  const decoded = await decode(input, widest, facts.width, kept.colourSpace).catch(
    (error: unknown) => fail(error, "cannot be read as an image"),
  );
  for (const output of missing) {
    const bytes = await encoder(decoded, output, kept)
      .toBuffer()
      .catch((error: unknown) => fail(error, `cannot be converted to ${output.format}`));
    await writeAtomically(join(filesDir, output.name), bytes);
  }
  return missing.length;
}

/** A film as the site publishes it: as it is, but for where it was shot. */
async function publishedFilm(source: string): Promise<Buffer> {
  const film = await readFile(source);
  try {
    return videoWithoutLocation(film);
  } catch (error) {
    return failingImage(source)(error, "cannot be read as a film");
  }
}

/**
 * Records a picture's use for the cache's tidying. A record that cannot be written does not stop
 * the build: at worst the picture's files leave the cache and are prepared again by a later
 * build, and the tidying that follows the build says what is wrong with the cache.
 */
async function markInUse(cacheDir: string, key: string): Promise<void> {
  await markUsed(cacheDir, key).catch(() => undefined);
}

/**
 * What planning the image step finds out, source by source: each image's entry of the manifest,
 * every file the manifest names, and the files the cache still lacks.
 */
class ImagePlanner {
  readonly #contentDir: string;
  readonly #cacheDir: string;
  readonly #keepCopyright: boolean;
  readonly filesDir: string;
  readonly #metaDir: string;
  readonly #entries = new Map<string, ImageData>();
  readonly #shares = new Map<string, string>();
  readonly #tiles = new Map<string, TileSources>();
  readonly #outputs = new Set<string>();
  readonly #published: Record<string, string> = {};
  /** Source images with files still to encode, by their path inside the content folder. */
  readonly pending = new Map<string, PendingImage>();
  /** Files found in the cache from an earlier run. */
  reused = 0;
  /** Files published as they are (videos) that this run wrote. */
  copied = 0;

  constructor(contentDir: string, cacheDir: string, keepCopyright: boolean) {
    this.#contentDir = contentDir;
    this.#cacheDir = cacheDir;
    this.#keepCopyright = keepCopyright;
    this.filesDir = join(cacheDir, "files");
    this.#metaDir = join(cacheDir, "meta");
  }

  async makeFolders(): Promise<void> {
    await mkdir(this.filesDir, { recursive: true });
    await mkdir(this.#metaDir, { recursive: true });
  }

  /** Plans one source image: its files, which of them the cache lacks, and its manifest entry. */
  async planImage({ path, usages, focus }: SourceImage): Promise<void> {
    const source = join(this.#contentDir, path);
    const input = await readFile(source);
    const hash = encodedImageKey(input);
    await markInUse(this.#cacheDir, hash);
    const facts = await this.#facts(input, hash, source);
    const kept = await keptMetadataOf(input, this.#keepCopyright).catch((error: unknown) =>
      failingImage(source)(error, "cannot be read as an image"),
    );
    const planned = outputsFor(`${hash}${keptMetadataTag(kept)}`, facts, { usages, focus });
    const missing = this.#missing(planned.all);
    if (missing.length > 0) this.pending.set(path, { source, key: hash, facts, kept, missing });

    if (planned.share) this.#shares.set(path, `${publicImagePrefix}${planned.share.name}`);
    if (planned.tiles("avif").length > 0) {
      this.#tiles.set(path, {
        avifSrcset: srcset(planned.tiles("avif")),
        webpSrcset: srcset(planned.tiles("webp")),
      });
    }
    this.#entries.set(path, {
      src: `${publicImagePrefix}${planned.fallback.name}`,
      width: facts.width,
      height: facts.height,
      avifSrcset: srcset(planned.ladder("avif")),
      webpSrcset: srcset(planned.ladder("webp")),
      color: facts.color,
      blurDataUri: facts.blurDataUri,
    });
  }

  /** A source's facts: remembered from an earlier build, or found out now and remembered. */
  async #facts(input: Buffer, hash: string, source: string): Promise<SourceFacts> {
    const factsFile = join(this.#metaDir, `${hash}.${factsVersion}.json`);
    if (existsSync(factsFile)) return JSON.parse(await readFile(factsFile, "utf8")) as SourceFacts;
    const facts = await firstLook(input).catch((error: unknown) =>
      failingImage(source)(error, "cannot be read as an image"),
    );
    await writeAtomically(factsFile, JSON.stringify(facts));
    return facts;
  }

  /** The outputs not planned yet that the cache lacks; those it holds count as reused. */
  #missing(outputs: readonly Output[]): Output[] {
    return outputs.filter((output) => {
      if (this.#outputs.has(output.name)) return false;
      this.#outputs.add(output.name);
      const cached = existsSync(join(this.filesDir, output.name));
      if (cached) this.reused += 1;
      return !cached;
    });
  }

  /** Publishes a content file as it is (a video), into the cache unless it is there already. */
  async publishFile(path: string): Promise<void> {
    const source = join(this.#contentDir, path);
    // Named by the bytes published, which differ from the file's for a film that says where.
    const bytes = await publishedFilm(source);
    const key = contentHash(bytes, "");
    await markInUse(this.#cacheDir, key);
    const name = `${key}${extname(path).toLowerCase()}`;
    const target = join(this.filesDir, name);
    this.#outputs.add(name);
    if (existsSync(target)) this.reused += 1;
    else {
      await writeAtomically(target, bytes);
      this.copied += 1;
    }
    this.#published[path] = `${publicImagePrefix}${name}`;
  }

  manifest(): ImageManifest {
    const byPath = ([a]: [string, unknown], [b]: [string, unknown]) => a.localeCompare(b);
    return {
      images: Object.fromEntries([...this.#entries].sort(byPath)),
      files: Object.fromEntries(Object.entries(this.#published).sort(byPath)),
      shares: Object.fromEntries([...this.#shares].sort(byPath)),
      tiles: Object.fromEntries([...this.#tiles].sort(byPath)),
      outputs: [...this.#outputs].sort(),
    };
  }
}

/** Encodes the files a plan found missing, telling the progress after each source image. */
async function encodePending(
  plan: {
    toEncode: readonly PendingImage[];
    /** Every source image, those the cache holds whole included. */
    total: number;
    parallel: number;
    filesDir: string;
    /** Files this run wrote before encoding anything. */
    copied: number;
  },
  { onProgress, signal }: EncodeOptions,
): Promise<number> {
  const { toEncode, total } = plan;
  // The cached images are done already and told first, so that the time left comes from
  // the images that take time.
  let done = 0;
  const encoding = { done: 0, total: toEncode.length, ms: 0 };
  const report = () => onProgress?.({ done, total, encoding: { ...encoding } });
  report();
  while (done < total - toEncode.length) {
    done += 1;
    report();
  }
  const started = performance.now();
  let encoded = plan.copied;
  await eachLimited(
    toEncode,
    plan.parallel,
    async (image) => {
      const written = await encodeMissing(image, plan.filesDir);
      encoded += written;
      done += 1;
      encoding.done += 1;
      encoding.ms = performance.now() - started;
      report();
    },
    signal,
  );
  return encoded;
}

/**
 * Works out every file the content's images need (AVIF and WebP at the widths its usages need,
 * plus one JPEG/PNG fallback), with each image's size and loading placeholder, and which of those
 * files the cache lacks. New images are only glanced at, from a small decode; `encode` does the
 * work. Files are named by the source's content hash: an unchanged image is never decoded or
 * encoded again, and browsers may keep every file forever.
 */
export async function planImages(request: Omit<EncodeRequest, "onProgress">): Promise<ImagePlan> {
  const { contentDir, cacheDir, images, files = [], parallel = 2, keepCopyright = false } = request;
  const planner = new ImagePlanner(contentDir, cacheDir, keepCopyright);
  await planner.makeFolders();
  await eachLimited(images, parallel, (image) => planner.planImage(image));
  for (const path of [...files].sort()) await planner.publishFile(path);

  const manifest = planner.manifest();
  // In the content's order, so that the progress goes through the pictures as the artist sees them.
  const toEncode = images.flatMap(({ path }) => planner.pending.get(path) ?? []);
  const { filesDir, copied, reused } = planner;
  const encode = async (options: EncodeOptions = {}): Promise<EncodeReport> => {
    const pending = { toEncode, total: images.length, parallel, filesDir, copied };
    const encoded = await encodePending(pending, options);
    return { manifest, encoded, reused };
  };
  return { manifest, toEncode: toEncode.length, encode };
}

/** Plans and encodes every content image at once (see `planImages`). */
export async function encodeImages(request: EncodeRequest): Promise<EncodeReport> {
  const plan = await planImages(request);
  return plan.encode({ onProgress: request.onProgress });
}
