import { cp, readdir, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { prerenderFolderName } from "./prerender-folder.ts";

/** Renames, or copies where the two folders are on different disks. */
export async function move(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await cp(from, to, { recursive: true });
  }
}

/** Leftovers of a build that was killed: its unfinished folder, its link, React Router's output. */
export async function removeLeftovers(root: string): Promise<void> {
  const names = await readdir(root);
  await Promise.all(
    names
      .filter(
        (name) =>
          name.startsWith(".staging-") ||
          name.startsWith(".current-") ||
          name === prerenderFolderName,
      )
      .map((name) => rm(join(root, name), { recursive: true, force: true })),
  );
}
