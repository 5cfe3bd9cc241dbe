import { spawnSync } from "node:child_process";
import { e2eSite } from "../fixtures/e2e-site.ts";
import { privateProjectPassword, project } from "./site-facts.ts";

/**
 * Sets the private project's password on the test server with the artist's own command, once
 * before any test: a password set again would close the browsers that opened the project.
 */
export default function setPrivateProjectPassword(): void {
  const run = spawnSync(
    process.execPath,
    ["scripts/private.ts", "set-password", project.private.id],
    {
      input: `${privateProjectPassword}\n`,
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: e2eSite.dataDir, BUILD_DIR: e2eSite.buildDir },
    },
  );
  if (run.status !== 0) {
    throw new Error(`npm run private -- set-password failed:\n${run.stdout}${run.stderr}`);
  }
}
