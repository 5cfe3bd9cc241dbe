import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/**
 * The files of a content folder that make the site, by their path inside it with forward
 * slashes. Hidden files and folders (`.git`, editors' files) are not part of it.
 */
export async function contentFiles(contentDir: string): Promise<string[]> {
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(contentDir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter((path) => !path.split("/").some((part) => part.startsWith(".")))
    .sort();
}
