import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { chromium } from "@playwright/test";

/**
 * How the browser tests and the benchmarks start Chromium: without the sandbox (these machines run
 * it as root) or a GPU, and without traffic of its own (QUIC, background updates, sync) that would
 * reach for the network or disturb a measurement.
 */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * What the benchmarks' browser runs without, beyond `chromiumFlags`: the desktop browser renders
 * its address bar's pop-up as a page of its own for each new window, and in a headless run on two
 * cores that work competes with the page being measured, which no visitor's browser does as a page
 * loads (decision 012). The tests' headless shell has no address bar.
 */
const featuresOffInBenchmarks = [
  "WebUIOmniboxPopup",
  "WebUIOmniboxFullPopup",
  "WebUIOmniboxAimPopup",
];

const disableFeaturesPrefix = "--disable-features=";

/**
 * The one `--disable-features` switch that turns `features` off as well as those a launcher's own
 * arguments already turn off: Chromium applies only the last such switch it is given.
 */
export function disableFeaturesSwitch(
  launcherArgs: readonly string[],
  features: readonly string[] = featuresOffInBenchmarks,
): string {
  const launcherFeaturesOff =
    launcherArgs
      .findLast((arg) => arg.startsWith(disableFeaturesPrefix))
      ?.slice(disableFeaturesPrefix.length)
      .split(",")
      .map((feature) => feature.trim())
      .filter(Boolean) ?? [];
  return `${disableFeaturesPrefix}${[...new Set([...launcherFeaturesOff, ...features])].join(",")}`;
}

/** Chromium and Chrome as systems install them, most likely first. */
const commandNames = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"];
/**
 * Chromium's headless shell, as Debian packages it: the same engine without the desktop browser
 * around it, and what Playwright itself runs headless tests in. On a 2-core machine a test's
 * fresh page costs half what it costs in the full browser (decision 011). Only the tests use it:
 * the benchmarks measure the browser visitors have.
 */
const headlessShellNames = ["chromium-headless-shell"];

/** What the browser is for: the tests run in the headless shell where there is one. */
export type BrowserUse = "tests" | "benchmarks";

const applicationPaths = [
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name: string, env: NodeJS.ProcessEnv): string | undefined {
  for (const dir of (env.PATH ?? "").split(delimiter)) {
    const candidate = join(dir, name);
    if (dir && isExecutable(candidate)) return candidate;
  }
  return undefined;
}

export type FoundBrowser =
  | { kind: "path"; path: string; source: string }
  | { kind: "playwright" }
  | { kind: "none" };

/**
 * The browser to drive: CHROMIUM_PATH if set, else a Chromium or Chrome installed on the system
 * (for the tests, its headless shell first), else the browser Playwright installs for itself, if
 * it has.
 */
export function findBrowser(use: BrowserUse, env: NodeJS.ProcessEnv = process.env): FoundBrowser {
  if (env.CHROMIUM_PATH) return { kind: "path", path: env.CHROMIUM_PATH, source: "CHROMIUM_PATH" };
  const names = use === "tests" ? [...headlessShellNames, ...commandNames] : commandNames;
  for (const name of names) {
    const path = onPath(name, env);
    if (path) return { kind: "path", path, source: "the system" };
  }
  for (const path of applicationPaths) {
    if (isExecutable(path)) return { kind: "path", path, source: "the system" };
  }
  if (existsSync(chromium.executablePath())) return { kind: "playwright" };
  return { kind: "none" };
}

/** The executable for Playwright's launch options; undefined lets it use its own browser. */
export function browserExecutable(use: BrowserUse): string | undefined {
  const found = findBrowser(use);
  return found.kind === "path" ? found.path : undefined;
}

/** The browser's executable, wherever it is, for tools that start Chromium themselves. */
export function browserExecutablePath(use: BrowserUse): string {
  return browserExecutable(use) ?? chromium.executablePath();
}

/** The browser's name and version as it reports them, for the benchmarks' figures. */
export function browserVersion(use: BrowserUse): string {
  const path = browserExecutablePath(use);
  const reported = spawnSync(path, ["--version"], { encoding: "utf8" });
  return reported.status === 0 ? reported.stdout.trim() : `${path} (version unknown)`;
}
