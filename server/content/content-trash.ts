import { randomBytes } from "node:crypto";
import { cp, mkdir, rename, rm } from "node:fs/promises";
import { dirname, join, relative } from "node:path";

/**
 * Where the Studio keeps what it takes out of the content folder: a deleted project, a removed
 * or replaced picture. Nothing is ever deleted; each removal gets a folder named by its time,
 * holding the files under the paths they had in `content/`:
 *
 *   DATA_DIR/studio/trash/2026-01-15T12-00-00-000Z-3f9a/projects/night-swim/02.jpg
 */
export class ContentTrash {
  readonly dir: string;
  readonly #contentDir: string;
  readonly #clock: () => number;

  constructor(dataDir: string, contentDir: string, clock: () => number = Date.now) {
    this.dir = join(dataDir, "studio", "trash");
    this.#contentDir = contentDir;
    this.#clock = clock;
  }

  /**
   * Moves files or folders of the content folder (absolute paths inside it) into one new
   * trash folder, and returns that folder's path.
   */
  async keep(paths: readonly string[]): Promise<string> {
    const stamp = new Date(this.#clock()).toISOString().replace(/[:.]/g, "-");
    const folder = join(this.dir, `${stamp}-${randomBytes(2).toString("hex")}`);
    for (const path of paths) {
      const inside = relative(this.#contentDir, path);
      if (inside === "" || inside.startsWith("..")) {
        throw new Error(`${path} is not inside the content folder`);
      }
      const target = join(folder, inside);
      await mkdir(dirname(target), { recursive: true });
      await moveAcrossDisks(path, target);
    }
    return folder;
  }
}

/** A rename, or where the trash is on another disk, a copy and then the removal. */
async function moveAcrossDisks(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await cp(from, to, { recursive: true, preserveTimestamps: true });
    await rm(from, { recursive: true, force: true });
  }
}
