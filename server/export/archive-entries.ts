import { type Entry, openPromise, type ZipFile } from "yauzl";
import { archiveFolders, manifestName, readmeName } from "./archive-layout.ts";
import { archivePathSchema } from "./archive-path.ts";

/** An archive that cannot be imported, with the reason in words the person importing can act on. */
export class ImportRefused extends Error {
  override name = "ImportRefused";
}

/** An opened export archive and its files by name, every name checked. */
export interface ArchiveEntries {
  zip: ZipFile;
  files: Map<string, Entry>;
}

const topLevelFiles = new Set([manifestName, readmeName]);
const topLevelFolders = new Set<string>(Object.values(archiveFolders));

// The file type in the high bits of a zip entry's attributes, as Unix zip programs record it.
const fileTypeBits = 0o170000;
const symbolicLink = 0o120000;

/** Why an entry cannot be taken as a plain file of a known folder, if it cannot. */
function entryProblem(entry: Entry, name: string): string | undefined {
  if (!archivePathSchema.safeParse(name).success) return "is not a plain path inside the archive";
  if (((entry.externalFileAttributes >>> 16) & fileTypeBits) === symbolicLink) {
    return "is a symbolic link";
  }
  if (entry.isEncrypted()) return "is encrypted";
  const [top = "", ...rest] = name.split("/");
  const known = rest.length === 0 ? topLevelFiles.has(top) : topLevelFolders.has(top);
  return known ? undefined : "is not part of an export";
}

/**
 * Opens an export archive and lists its files. Every name is checked before anything is
 * written: a name that is absolute, climbs out with `..`, is hidden, has a backslash or a
 * control character, is a link, or lies outside the export's folders refuses the whole archive.
 */
export async function readArchiveEntries(file: string): Promise<ArchiveEntries> {
  let zip: ZipFile;
  try {
    zip = await openPromise(file, {
      lazyEntries: true,
      autoClose: false,
      strictFileNames: true,
      validateEntrySizes: true,
    });
  } catch (error) {
    throw new ImportRefused(`${file} cannot be read as a .zip archive: ${String(error)}`);
  }
  const files = new Map<string, Entry>();
  try {
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName.replace(/\/$/, "");
      const folder = entry.fileName.endsWith("/");
      // Folders are made as their files need them; their names are checked all the same.
      const problem = folder
        ? archivePathSchema.safeParse(name).success
          ? undefined
          : "is not a plain path inside the archive"
        : entryProblem(entry, name);
      if (folder && !problem) continue;
      if (problem) throw new ImportRefused(`${file}: the file "${name}" ${problem}.`);
      if (files.has(name)) throw new ImportRefused(`${file}: "${name}" is in it twice.`);
      files.set(name, entry);
    }
  } catch (error) {
    zip.close();
    if (error instanceof ImportRefused) throw error;
    throw new ImportRefused(`${file} is not a readable export: ${String(error)}`);
  }
  return { zip, files };
}

/** The whole of a small file of the archive (the manifest). */
export async function readSmallEntry(
  archive: ArchiveEntries,
  entry: Entry,
  limit: number,
): Promise<Buffer> {
  if (entry.uncompressedSize > limit) {
    throw new ImportRefused(`${entry.fileName} is larger than an export writes it.`);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of await archive.zip.openReadStreamPromise(entry))
    chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
