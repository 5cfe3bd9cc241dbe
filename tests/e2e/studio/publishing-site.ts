import { type ChildProcess, spawn } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import type { Page } from "@playwright/test";
import { runProjectScript } from "../../../server/testing/run-project-script.ts";
import { e2eSite } from "../../fixtures/e2e-site.ts";
import { test as base, hydrated } from "../fixtures.ts";
import { privateProjectPassword, project } from "../site-facts.ts";
import { listeningUrl, ownerPassword } from "./studio-server.ts";

/**
 * A site of its own for each test: a copy of the browser tests' fixture content as the
 * content folder (the committed fixture is never written), a build folder serving a copy of
 * the fixture site's build (built from that same content), a fresh data folder with the private
 * fixture project's password (a publish refuses a private project without one), and the server
 * on them with the Studio turned on.
 */
export interface PublishingSite {
  url: string;
  contentDir: string;
  buildDir: string;
  /** Writes a file of the content folder, as the Studio's editor or a person would. */
  write(path: string, bytes: string | Buffer): void;
  read(path: string): string;
  /** The build being served, from the `current` link. */
  liveRelease(): string;
  /** Stops the server with this signal and waits until it has exited. */
  stop(signal: NodeJS.Signals): Promise<void>;
  /** Starts the server again on the same folders; resolves with its new address. */
  restart(): Promise<string>;
  /** Signs in through the Studio's form, as the owner. */
  signIn(page: Page, at?: string): Promise<void>;
}

export const test = base.extend<{ site: PublishingSite }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from this pattern.
  site: async ({}, use) => {
    const root = mkdtempSync(join(tmpdir(), "publish-e2e-"));
    const contentDir = join(root, "content");
    const buildDir = join(root, "build");
    const dataDir = join(root, "data");
    cpSync(resolve(e2eSite.contentDir), contentDir, { recursive: true });
    const live = realpathSync(join(e2eSite.buildDir, "current"));
    cpSync(live, join(buildDir, "releases", basename(live)), { recursive: true });
    symlinkSync(join("releases", basename(live)), join(buildDir, "current"));
    const env = {
      CONTENT_DIR: contentDir,
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      // The fixture site's image cache: its pictures are encoded already.
      IMAGE_CACHE_DIR: resolve(e2eSite.imageCacheDir),
      NODE_ENV: "test",
    };
    const setPasswords = await Promise.all([
      runProjectScript("studio", ["set-password"], env, `${ownerPassword}\n`),
      runProjectScript(
        "private",
        ["set-password", project.private.id],
        env,
        `${privateProjectPassword}\n`,
      ),
    ]);
    const failed = setPasswords.find((result) => result.code !== 0);
    if (failed) throw new Error(failed.err);

    let server: ChildProcess | undefined;
    const start = async () => {
      server = spawn(process.execPath, ["server/main.ts"], {
        env: { ...process.env, ...env, PORT: "0", HOST: "127.0.0.1", RATE_LIMIT_DISABLED: "true" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      return listeningUrl(server);
    };
    const stop = async (signal: NodeJS.Signals) => {
      const child = server;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once("exit", done));
      child.kill(signal);
      await exited;
    };
    const url = await start();
    await use({
      url,
      contentDir,
      buildDir,
      write(path, bytes) {
        mkdirSync(dirname(join(contentDir, path)), { recursive: true });
        writeFileSync(join(contentDir, path), bytes);
      },
      read: (path) => readFileSync(join(contentDir, path), "utf8"),
      liveRelease: () => basename(readlinkSync(join(buildDir, "current"))),
      stop,
      restart: start,
      async signIn(page, at = url) {
        await page.goto(`${at}/studio/sign-in`);
        await hydrated(page);
        await page.getByLabel("Password").fill(ownerPassword);
        await page.getByRole("button", { name: "Sign in" }).click();
        await page.getByRole("heading", { name: "Messages" }).waitFor();
      },
    });
    await stop("SIGTERM");
    rmSync(root, { recursive: true, force: true });
  },
  baseURL: async ({ site }, use) => use(site.url),
});

export { expect } from "../fixtures.ts";
