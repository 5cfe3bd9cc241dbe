// Phone first: the first start runs at a phone's size, as an artist setting up from a phone would.
import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { runProjectScript } from "../../../server/testing/run-project-script.ts";
import { e2eSite } from "../../fixtures/e2e-site.ts";
import { expect, failedResourceLoad, hydrated, test } from "../fixtures.ts";
import { privateProjectPassword, project } from "../site-facts.ts";
import { expectAccessible } from "./studio-screen-checks.ts";
import { listeningUrl, ownerPassword } from "./studio-server.ts";

/** A site's three folders, a copy of the browser tests' fixture site's content and build. */
function siteFolders(root: string) {
  const folders = {
    CONTENT_DIR: join(root, "content"),
    BUILD_DIR: join(root, "build"),
    DATA_DIR: join(root, "data"),
    // The fixture site's image cache: its pictures are encoded already.
    IMAGE_CACHE_DIR: resolve(e2eSite.imageCacheDir),
    NODE_ENV: "test",
  };
  cpSync(resolve(e2eSite.contentDir), folders.CONTENT_DIR, { recursive: true });
  const live = realpathSync(join(e2eSite.buildDir, "current"));
  cpSync(live, join(folders.BUILD_DIR, "releases", basename(live)), { recursive: true });
  symlinkSync(join("releases", basename(live)), join(folders.BUILD_DIR, "current"));
  return folders;
}

/** The setup address the server wrote to its log. */
function setupPath(log: string): string | undefined {
  const address = /Studio setup: open (\S+)/.exec(log)?.[1];
  return address === undefined ? undefined : `${new URL(address).pathname}${new URL(address).hash}`;
}

test("an export brought back at the first start replaces the starting site, without a terminal or a supervisor", async ({
  page,
  pageErrors,
}) => {
  // While the server starts again, the page's checks of it find nobody answering.
  pageErrors.allow(failedResourceLoad);
  // The server builds the restored site before it serves it again.
  test.setTimeout(180_000);
  const root = mkdtempSync(join(tmpdir(), "restore-e2e-"));
  let server: ChildProcess | undefined;
  let log = "";
  try {
    // The artist's site on the old server: its own About page, the Studio's password and the
    // private project's (a build refuses a private project without one), exported.
    const old = siteFolders(join(root, "old"));
    const marker = "Since the spring I work from a boat moored in the estuary.";
    appendFileSync(join(old.CONTENT_DIR, "about.md"), `\n${marker}\n`);
    const archive = join(root, "site-export.zip");
    for (const [script, args, input] of [
      ["studio", ["set-password"], `${ownerPassword}\n`],
      ["private", ["set-password", project.private.id], `${privateProjectPassword}\n`],
      ["export", [archive], ""],
    ] as const) {
      const result = await runProjectScript(script, [...args], old, input);
      expect(result.code, result.err).toBe(0);
    }

    // The new server, started once as `npm start` would, with nothing but its setup address.
    const fresh = siteFolders(join(root, "new"));
    server = spawn(process.execPath, ["server/main.ts"], {
      env: { ...process.env, ...fresh, PORT: "0", HOST: "127.0.0.1", RATE_LIMIT_DISABLED: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const keep = (chunk: unknown) => {
      log += String(chunk);
    };
    server.stdout?.on("data", keep);
    server.stderr?.on("data", keep);
    const url = await listeningUrl(server);
    await expect.poll(() => setupPath(log)).toBeDefined();
    await page.goto(`${url}${setupPath(log)}`);
    await hydrated(page);

    const restore = page.getByRole("region", { name: "Or bring back a site you exported" });
    await restore.getByLabel("Export file (.zip)").setInputFiles(archive);
    await expectAccessible(page);
    await restore.getByRole("button", { name: "Restore this site" }).click();
    await expect(restore.getByRole("status")).toContainText(
      "The server starts again with your site",
    );

    // The same process puts the export in place, builds it and serves it on the same port;
    // the page then opens the sign-in, where the exported password works.
    await page.waitForURL(`${url}/studio/sign-in`, { timeout: 150_000 });
    await hydrated(page);
    await page.getByLabel("Password").fill(ownerPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Messages" })).toBeFocused();
    expect(server.exitCode).toBeNull();

    const about = await page.request.get(`${url}/about`);
    expect(await about.text()).toContain(marker);
    expect((await page.request.get(`${url}${setupPath(log)}`)).status()).toBe(404);
  } finally {
    await test.info().attach("server log", { body: log });
    if (server && server.exitCode === null) {
      const exited = new Promise((done) => server?.once("exit", done));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  }
});
