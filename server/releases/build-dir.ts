import { resolve } from "node:path";

/** Where the site's builds live unless BUILD_DIR says otherwise. */
export const defaultBuildDir = "build";

/** The folder of the site's builds: BUILD_DIR, or `build/` in the project. */
export function buildDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.BUILD_DIR || defaultBuildDir);
}
