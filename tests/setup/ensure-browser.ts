/**
 * Run before the browser tests: finds a browser (see scripts/chromium.ts) or installs one the
 * usual way for the platform. As root on Debian: Debian's Chromium and its headless shell (the
 * tests run in the shell, the benchmarks in the browser); elsewhere: Playwright's own Chromium.
 * If neither works, stops at once with the one command to run.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findBrowser } from "../../scripts/chromium.ts";

const debian = existsSync("/etc/debian_version");

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`Installing a browser for the tests: ${command} ${args.join(" ")}`);
  return spawnSync(command, args, { stdio: "inherit", env }).status === 0;
}

function installBrowser(): boolean {
  if (debian && process.getuid?.() === 0) {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const installed =
      run("apt-get", ["update", "-qq"], env) &&
      run("apt-get", ["install", "-y", "-qq", "chromium", "fonts-dejavu-core"], env);
    // The tests run in the headless shell where there is one, and in the browser where not.
    if (installed) run("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"], env);
    return installed;
  }
  return run("npx", ["playwright", "install", "chromium"]);
}

function advice(): string {
  return debian
    ? "sudo apt-get install chromium chromium-headless-shell (or set CHROMIUM_PATH to a Chromium or Chrome)"
    : "npx playwright install chromium (or set CHROMIUM_PATH to a Chromium or Chrome)";
}

const found = findBrowser("tests");
if (found.kind === "path" && !existsSync(found.path)) {
  console.error(`No browser at ${found.path} (${found.source}); fix CHROMIUM_PATH or unset it.`);
  process.exit(1);
}
if (found.kind === "none" && !(installBrowser() && findBrowser("tests").kind !== "none")) {
  console.error(`The browser tests need Chromium and none was found or installed: run ${advice()}`);
  process.exit(1);
}
const browser = findBrowser("tests");
console.log(
  browser.kind === "path"
    ? `Browser tests use ${browser.path} (${browser.source}).`
    : "Browser tests use Playwright's own Chromium.",
);
if (
  browser.kind === "path" &&
  browser.source === "the system" &&
  !browser.path.endsWith("headless-shell") &&
  debian
) {
  console.log(
    "apt-get install chromium-headless-shell would make them quicker (docs/decisions/011-browser-tests-in-the-headless-shell.md).",
  );
}
