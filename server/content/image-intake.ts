import { open, readFile, writeFile } from "node:fs/promises";
import sharp, { type Metadata } from "sharp";
import { readableCredits, withCredits } from "../../core/images/kept-metadata.server.ts";
import { BrokenMetadata } from "../../core/images/metadata/broken-metadata.server.ts";
import { withoutLocation } from "../../core/images/metadata/picture-location.server.ts";
import { maxUploadPixels } from "../../core/studio/content-api.ts";

/** A picture the Studio cannot take, with the sentence that says why and what to do. */
export class PictureProblem extends Error {
  override name = "PictureProblem";
}

/** How a picture is stored in the content folder: the build reads JPEG and PNG files. */
export interface PictureIntake {
  /** The format found by decoding it. */
  format: string;
  width: number;
  height: number;
  /** The extension of the stored file: the decoded format's, or that of the one it becomes. */
  extension: "jpg" | "png";
  /** Whether the file is stored as sent, or converted to `extension` first. */
  convert: boolean;
}

const readableFormats = "JPEG, PNG, WebP, AVIF or TIFF";

/** The major brands of HEIF files whose pictures are HEVC-coded (iPhone photos). */
const hevcBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);

const heicMessage =
  "This is an HEIC photo (the iPhone's own format), which the Studio cannot read. Export it as JPEG and add that file: in Photos choose File › Export, or on the iPhone set Settings › Camera › Formats to Most Compatible.";

/** The major brand of an ISO media file (HEIF, AVIF), or undefined for other files. */
async function isoBrand(file: string): Promise<string | undefined> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(12);
    await handle.read(head, 0, 12, 0);
    return head.toString("latin1", 4, 8) === "ftyp" ? head.toString("latin1", 8, 12) : undefined;
  } finally {
    await handle.close();
  }
}

async function readHeader(file: string): Promise<Metadata> {
  try {
    return await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    if (hevcBrands.has((await isoBrand(file)) ?? "")) throw new PictureProblem(heicMessage);
    throw new PictureProblem(
      `This file is not a picture the Studio can read. Add a ${readableFormats} file.`,
    );
  }
}

/**
 * Checks an uploaded file by what it is, never by its name or type: its header says the format
 * and the size, and the whole picture is then decoded (at most `maxUploadPixels`), so a damaged
 * or cut-short file is refused before it reaches the content folder. JPEG and PNG are kept as
 * they are but for the place they were taken (`storeWithoutLocation`); WebP, TIFF and AVIF
 * become JPEG (PNG when they have transparency).
 */
export async function inspectPicture(file: string): Promise<PictureIntake> {
  const header = await readHeader(file);
  const { format } = header;
  if (format === "heif" && header.compression === "hevc") throw new PictureProblem(heicMessage);
  const accepted = ["jpeg", "png", "webp", "tiff", "heif"];
  if (!accepted.includes(format)) {
    throw new PictureProblem(
      `This is a ${format.toUpperCase()} file; the Studio takes ${readableFormats} pictures.`,
    );
  }
  const width = header.autoOrient.width;
  const height = header.autoOrient.height;
  if (width * height > maxUploadPixels) {
    const megapixels = Math.round((width * height) / 1e6);
    throw new PictureProblem(
      `This picture is ${width} × ${height} pixels (${megapixels} megapixels); the Studio takes up to ${maxUploadPixels / 1e6} megapixels. Make it smaller and add it again.`,
    );
  }
  try {
    // Decoding every pixel, into a tiny result: a damaged file fails here.
    await sharp(file, { limitInputPixels: maxUploadPixels }).stats();
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new PictureProblem(
      `This picture cannot be read to the end; it may be damaged or not fully copied (${reason}). Export it again and add the new file.`,
    );
  }
  const keep = format === "jpeg" || format === "png";
  return {
    format,
    width,
    height,
    extension: format === "png" || (!keep && header.hasAlpha) ? "png" : "jpg",
    convert: !keep,
  };
}

/**
 * Writes a picture as the JPEG or PNG file `intake` chose, upright, at full size and high
 * quality, with its colour profile and its copyright and artist fields, and no other metadata:
 * for the formats the build cannot read as they are (WebP, TIFF, AVIF).
 */
async function convertPicture(from: string, to: string, intake: PictureIntake): Promise<void> {
  const source = sharp(from, { limitInputPixels: maxUploadPixels });
  const { exif } = await source.metadata();
  const pipeline = withCredits(source.autoOrient().keepIccProfile(), readableCredits(exif));
  const output =
    intake.extension === "png"
      ? pipeline.png({ compressionLevel: 9 })
      : pipeline.jpeg({ quality: 92, chromaSubsampling: "4:4:4" });
  await output.toFile(to);
}

/** How a picture was stored: moved as sent, or written anew (without its place, or converted). */
type StoredAs = "as-sent" | "without-location" | "re-encoded" | "converted";

/**
 * Writes a JPEG or PNG to `to` without the place it was taken: its metadata rewritten where the
 * place is said, the picture's data copied byte for byte. Metadata that does not hold together
 * cannot be rewritten safely, and such a picture is re-encoded as conversions are (at high
 * quality, with its profile and credits). A picture that says nowhere is left where it is:
 * "as-sent", and nothing is written.
 */
async function storeWithoutLocation(
  from: string,
  to: string,
  intake: PictureIntake,
): Promise<StoredAs> {
  const bytes = await readFile(from);
  try {
    const cleaned = withoutLocation(bytes);
    if (cleaned === bytes) return "as-sent";
    await writeFile(to, cleaned);
    return "without-location";
  } catch (error) {
    if (!(error instanceof BrokenMetadata)) throw error;
    await convertPicture(from, to, intake);
    return "re-encoded";
  }
}

/**
 * Writes a checked upload to `to` as the content keeps it: converted to the JPEG or PNG that
 * `intake` chose, or as sent but for the place it was taken. "as-sent" when nothing was written
 * and the upload itself is to be kept.
 */
export function storePicture(from: string, to: string, intake: PictureIntake): Promise<StoredAs> {
  if (!intake.convert) return storeWithoutLocation(from, to, intake);
  return convertPicture(from, to, intake).then(() => "converted");
}
