/** `npm run test:e2e` first: builds the browser tests' own site with `npm run build`'s script. */
import { spawnSync } from "node:child_process";
import { e2eSite } from "../fixtures/e2e-site.ts";

const build = spawnSync(process.execPath, ["scripts/build.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    CONTENT_DIR: e2eSite.contentDir,
    BUILD_DIR: e2eSite.buildDir,
    IMAGE_CACHE_DIR: e2eSite.imageCacheDir,
  },
});
process.exitCode = build.status ?? 1;
