import sharp, { type Sharp } from "sharp";
import { type ColourSpace, colourSpaceOf } from "./metadata/colour-profile.server.ts";
import { creditsOf, type PictureCredits } from "./metadata/exif-tiff.server.ts";

/**
 * What the files made of a picture keep of it besides its pixels: its colour space, and its
 * copyright and artist fields when the artist asks for them (`keepCopyrightInPictures`).
 * Nothing else: no location, camera serial number, owner's name or other field of the camera's.
 */
export interface KeptMetadata {
  colourSpace: ColourSpace;
  credits?: PictureCredits;
}

/**
 * The copyright and artist fields of a picture's EXIF, if it has either. Credits that cannot be
 * read are left out, as every other field of a broken EXIF block is.
 */
export function readableCredits(exif: Buffer | undefined): PictureCredits | undefined {
  if (!exif) return undefined;
  try {
    const credits = creditsOf(exif);
    return credits.copyright || credits.artist ? credits : undefined;
  } catch {
    return undefined;
  }
}

/** Reads what a picture's files will keep from its header. */
export async function keptMetadataOf(input: Buffer, keepCredits: boolean): Promise<KeptMetadata> {
  const { icc, exif } = await sharp(input).metadata();
  const colourSpace = colourSpaceOf(icc);
  const credits = keepCredits ? readableCredits(exif) : undefined;
  return credits ? { colourSpace, credits } : { colourSpace };
}

/**
 * What a picture's file names say they keep, after their key: files of the same bytes that keep
 * more than a plain sRGB file are named apart from it, so that no file made before (or with the
 * setting off) is taken for one of them.
 */
export function keptMetadataTag({ colourSpace, credits }: KeptMetadata): string {
  return `${colourSpace === "own-profile" ? "-icc" : ""}${credits ? "-credit" : ""}`;
}

/**
 * libvips reads a trailing " (…)" of an EXIF text as its own description of the value and drops
 * it, which would cut "© Noor Ellison (Studio)" short: a tail of its own is dropped instead.
 */
const exifText = (value: string) => `${value} (text)`;

/**
 * A pipeline set to write what the file keeps: the picture's own profile, untouched, unless the
 * file is made in sRGB whatever the picture's space (share cards: the sites that show them drop
 * profiles); and the credits, if kept.
 */
export function keeping(pipeline: Sharp, kept: KeptMetadata, inSrgb: boolean): Sharp {
  const withProfile =
    kept.colourSpace === "own-profile" && !inSrgb ? pipeline.keepIccProfile() : pipeline;
  return withCredits(withProfile, kept.credits);
}

/** A pipeline set to write these credits as the only fields of its file's EXIF. */
export function withCredits(pipeline: Sharp, credits: PictureCredits | undefined): Sharp {
  if (!credits) return pipeline;
  const fields: Record<string, string> = {};
  if (credits.copyright) fields.Copyright = exifText(credits.copyright);
  if (credits.artist) fields.Artist = exifText(credits.artist);
  return pipeline.withExif({ IFD0: fields });
}
