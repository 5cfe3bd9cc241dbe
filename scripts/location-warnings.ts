import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { displayPath } from "../core/content/content-error.server.ts";
import { BrokenMetadata } from "../core/images/metadata/broken-metadata.server.ts";
import { locationPlaceWords } from "../core/images/metadata/location-place.ts";
import { locationIn } from "../core/images/metadata/picture-location.server.ts";
import { videoHasLocation } from "../core/images/metadata/video-location.server.ts";

const pictureExtensions = new Set([".jpg", ".jpeg", ".png"]);
const filmExtensions = new Set([".mp4", ".mov", ".m4v"]);

const keptHere =
  "but this original keeps it in content/, in the published versions and in the backups";
const pictureAdvice = `The site's own files never carry it, ${keptHere}: add the picture again in the Studio, which stores it without, or clear the location in your photo software.`;
const filmAdvice = `The site publishes a copy without it, ${keptHere}: export the film again without its location.`;

/** Every picture and film of the content folder, hidden ones left out, by its path in it. */
function mediaIn(contentDir: string): string[] {
  const wanted = (name: string) => {
    const extension = extname(name).toLowerCase();
    return pictureExtensions.has(extension) || filmExtensions.has(extension);
  };
  return readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && wanted(entry.name))
    .map((entry) => relative(contentDir, join(entry.parentPath, entry.name)))
    .filter((path) => !path.split(sep).some((part) => part.startsWith(".")))
    .sort();
}

/** What a picture says of where it was taken, in words; undefined when it says nowhere. */
function pictureWarning(bytes: Buffer): string | undefined {
  const places = locationIn(bytes);
  if (places.length === 0) return undefined;
  const where = places.map((place) => locationPlaceWords[place]).join(", ");
  return `says where it was taken (${where}). ${pictureAdvice}`;
}

/** What a film says of where it was shot, in words; undefined when it says nowhere. */
function filmWarning(bytes: Buffer): string | undefined {
  return videoHasLocation(bytes)
    ? `says where it was shot, in its metadata. ${filmAdvice}`
    : undefined;
}

/** The warning about one file, if its metadata says where or cannot be read. */
async function warningFor(contentDir: string, path: string): Promise<string | undefined> {
  const file = join(contentDir, path);
  const film = filmExtensions.has(extname(path).toLowerCase());
  try {
    const bytes = await readFile(file);
    const warning = film ? filmWarning(bytes) : pictureWarning(bytes);
    return warning && `${displayPath(file)}: ${warning}`;
  } catch (error) {
    if (!(error instanceof BrokenMetadata)) throw error;
    const advice = film ? filmAdvice : pictureAdvice;
    return `${displayPath(file)}: its metadata cannot be read through (${error.message}), so it may say where it was taken. ${advice}`;
  }
}

/**
 * One line for each picture or film placed in the content folder that says where it was taken:
 * a warning, not a problem, since the build leaves the location out of everything it serves.
 */
export async function locationWarnings(contentDir: string): Promise<string[]> {
  const warnings: string[] = [];
  // One file at a time: films can be large.
  for (const path of mediaIn(contentDir)) {
    const warning = await warningFor(contentDir, path);
    if (warning) warnings.push(warning);
  }
  return warnings;
}
