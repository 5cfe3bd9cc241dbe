/**
 * `npm run test:e2e` first: a fresh data folder for the test server, the private fixture
 * project's password set in it with the artist's own command (the build refuses a private
 * project without one), then the browser tests' own site built with `npm run build`'s script.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { privateProjectPassword, project } from "../e2e/site-facts.ts";
import { e2eSite } from "../fixtures/e2e-site.ts";

const env = {
  ...process.env,
  CONTENT_DIR: e2eSite.contentDir,
  BUILD_DIR: e2eSite.buildDir,
  DATA_DIR: e2eSite.dataDir,
  IMAGE_CACHE_DIR: e2eSite.imageCacheDir,
};

function run(args: string[], input?: string): void {
  const result = spawnSync(process.execPath, args, {
    env,
    input,
    stdio: [input === undefined ? "inherit" : "pipe", "inherit", "inherit"],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

rmSync(e2eSite.dataDir, { recursive: true, force: true });
run(["scripts/private.ts", "set-password", project.private.id], `${privateProjectPassword}\n`);
run(["scripts/build.ts"]);
