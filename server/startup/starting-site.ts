import { cp, readdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { isScalar, parseDocument } from "yaml";

/** The project's own content folder: the sample site a first start begins from. */
export const sampleContentDir = resolve(import.meta.dirname, "../../content");

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}

/**
 * Sets `siteUrl` in a copied site.yaml by replacing its value's characters alone, so that every
 * other line (the comments that guide the artist, the folded description) stays as written.
 */
async function setSiteUrl(contentDir: string, siteUrl: string): Promise<void> {
  const file = join(contentDir, "site.yaml");
  const text = await readFile(file, "utf8");
  const node = parseDocument(text).get("siteUrl", true);
  if (!isScalar(node) || !node.range) throw new Error(`${file} has no siteUrl to set`);
  const [start, end] = node.range;
  const changed = `${text.slice(0, start)}${siteUrl}${text.slice(end)}`;
  if (parseDocument(changed).get("siteUrl") !== siteUrl) {
    throw new Error(`${siteUrl} cannot be written as the siteUrl of ${file}`);
  }
  await writeFile(file, changed);
}

/**
 * Puts a starting site in an empty (or missing) content folder: a copy of `starter`, with the
 * site's address when one is given. A folder that holds anything is the artist's and is left
 * as it is. The copy is made beside the folder and renamed into place, so a start stopped
 * midway leaves an empty folder, which the next start fills again. Returns whether it did.
 */
export async function putStartingSite(
  contentDir: string,
  starter: string,
  siteUrl?: string,
): Promise<boolean> {
  if (resolve(contentDir) === resolve(starter)) return false;
  if (!(await isEmptyOrMissing(contentDir))) return false;
  const partial = `${contentDir}.starting`;
  await rm(partial, { recursive: true, force: true });
  await cp(starter, partial, { recursive: true });
  if (siteUrl) await setSiteUrl(partial, siteUrl);
  await rmdir(contentDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
  await rename(partial, contentDir);
  return true;
}
