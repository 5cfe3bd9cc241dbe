import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { displayPath } from "../app/content/content-error.server.ts";
import { BrokenMetadata } from "../app/images/metadata/broken-metadata.server.ts";
import { locationPlaceWords } from "../app/images/metadata/location-place.ts";
import { locationIn } from "../app/images/metadata/picture-location.server.ts";

const pictureExtensions = new Set([".jpg", ".jpeg", ".png"]);

const advice =
  "The site's own files never carry it, but this original keeps it in content/, in the published versions and in the backups: add the picture again in the Studio, which stores it without, or clear the location in your photo software.";

/** Every picture of the content folder, hidden files and folders left out, by its path in it. */
function picturesIn(contentDir: string): string[] {
  return readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pictureExtensions.has(extname(entry.name).toLowerCase()))
    .map((entry) => relative(contentDir, join(entry.parentPath, entry.name)))
    .filter((path) => !path.split(sep).some((part) => part.startsWith(".")))
    .sort();
}

/** The warning about one picture, if its metadata says where it was taken or cannot be read. */
async function warningFor(contentDir: string, path: string): Promise<string | undefined> {
  const file = join(contentDir, path);
  const shown = displayPath(file);
  try {
    const places = locationIn(await readFile(file));
    if (places.length === 0) return undefined;
    const where = places.map((place) => locationPlaceWords[place]).join(", ");
    return `${shown}: says where it was taken (${where}). ${advice}`;
  } catch (error) {
    if (!(error instanceof BrokenMetadata)) throw error;
    return `${shown}: its metadata cannot be read through (${error.message}), so it may say where the picture was taken. ${advice}`;
  }
}

/**
 * One line for each picture placed in the content folder that says where it was taken: a
 * warning, not a problem, since the build leaves the location out of everything it serves.
 */
export async function locationWarnings(contentDir: string): Promise<string[]> {
  const warnings = await Promise.all(
    picturesIn(contentDir).map((path) => warningFor(contentDir, path)),
  );
  return warnings.filter((warning) => warning !== undefined);
}
