import { randomBytes } from "node:crypto";
import { copyFile, open, readdir, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/**
 * Temporary files start with a dot: the build and its content snapshot leave hidden files out,
 * so one left behind by a crash is never read as content.
 */
const temporaryPrefix = ".studio-";
const temporarySuffix = ".tmp";

/** A temporary file's name in `folder`, unique to this write. */
export function temporaryFile(folder: string): string {
  return join(folder, `${temporaryPrefix}${randomBytes(6).toString("hex")}${temporarySuffix}`);
}

/** Makes a file's bytes reach the disk before it is renamed into place. */
export async function syncFile(file: string): Promise<void> {
  const handle = await open(file, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Makes what was written to a folder's entries (a new name, a rename) survive a power cut. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes a whole file so that a reader, or the disk after a crash at any moment, sees either
 * the old file or the new one, never a mix: the bytes go to a temporary file in the same
 * folder, reach the disk, and a rename puts them in place in one step.
 */
export async function writeFileAtomically(file: string, data: string | Uint8Array): Promise<void> {
  const temporary = temporaryFile(dirname(file));
  const handle = await open(temporary, "wx");
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await syncFolder(dirname(file));
}

/**
 * Moves a finished file into place under a new name, atomically: a rename where both are on
 * one disk, else a copy to a temporary file beside the target first. The target must not exist.
 */
export async function moveFileAtomically(from: string, to: string): Promise<void> {
  if (await exists(to)) throw new Error(`${basename(to)} exists already`);
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    const temporary = temporaryFile(dirname(to));
    try {
      await copyFile(from, temporary);
      await syncFile(temporary);
      await rename(temporary, to);
    } catch (copyError) {
      await rm(temporary, { force: true });
      throw copyError;
    }
    await rm(from, { force: true });
  }
  await syncFolder(dirname(to));
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Removes temporary files (and folders) that a change stopped by a crash left in `folder`. */
export async function removeLeftoverTemporaries(folder: string): Promise<void> {
  const names = await readdir(folder).catch(() => []);
  await Promise.all(
    names
      .filter((name) => name.startsWith(temporaryPrefix) && name.endsWith(temporarySuffix))
      .map((name) => rm(join(folder, name), { recursive: true, force: true })),
  );
}
