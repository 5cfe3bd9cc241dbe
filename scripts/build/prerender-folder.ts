import { mkdir, readlink, rm, symlink } from "node:fs/promises";
import { join, resolve } from "node:path";

/** The folder of the build folder where React Router builds, one subfolder per build. */
export const prerenderFolderName = ".prerender";

export const projectRoot = resolve(import.meta.dirname, "../..");

/** Where React Router builds one release's pages, and the Vite configuration it is given. */
export interface PrerenderFolder {
  /** The folder React Router's preview server takes as its project (see `prerenderFolder`). */
  scratch: string;
  outDir: string;
  viteConfig: string;
}

/** Makes `link` lead to `target`, replacing a link left by a copy of the project elsewhere. */
async function link(target: string, path: string): Promise<void> {
  if ((await readlink(path).catch(() => undefined)) === target) return;
  await rm(path, { recursive: true, force: true });
  await symlink(target, path);
}

/**
 * A folder in the build folder for React Router's work, so that a build writes nothing in the
 * project, which may be read-only (the container image's is). Two links make that work from
 * wherever BUILD_DIR is: `node_modules`, where Node finds the dependencies of the server bundle
 * React Router prerenders with (it looks in the `node_modules` folders above the bundle), and
 * `vite.config.ts`, beside which Vite writes its compiled configuration for a moment when the
 * project's `node_modules` is not writable.
 */
export async function prerenderFolder(buildRoot: string, id: string): Promise<PrerenderFolder> {
  const scratch = join(buildRoot, prerenderFolderName);
  await mkdir(scratch, { recursive: true });
  await link(join(projectRoot, "node_modules"), join(scratch, "node_modules"));
  const viteConfig = join(scratch, "vite.config.ts");
  await link(join(projectRoot, "vite.config.ts"), viteConfig);
  for (const name of ["app", "react-router.config.ts"]) {
    await link(join(projectRoot, name), join(scratch, name));
  }
  return { scratch, outDir: join(scratch, id), viteConfig };
}
