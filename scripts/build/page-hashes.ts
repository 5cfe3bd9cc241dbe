import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import type { PageHashes } from "../../server/releases/served-releases.ts";
import { inlineScriptHashes } from "../../server/security/inline-hashes.ts";

/**
 * Hashes the inline scripts of every page once the pages are final, for the Content Security
 * Policy the server sends with each: it allows exactly those scripts and no other inline one.
 */
export async function writePageHashes(clientDir: string, file: string): Promise<number> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  const hashes: PageHashes = {};
  for (const page of pages) {
    hashes[relative(clientDir, page).split("\\").join("/")] = inlineScriptHashes(
      await readFile(page, "utf8"),
    );
  }
  await writeFile(file, `${JSON.stringify(hashes, null, 2)}\n`);
  return pages.length;
}
