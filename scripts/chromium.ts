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
/** Chromium and Chrome as systems install them, most likely first. */
const commandNames = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"];
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

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
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
 * The browser the tests drive: CHROMIUM_PATH if set, else a Chromium or Chrome installed on
 * the system, else the browser Playwright installs for itself, if it has.
 */
export function findBrowser(env: NodeJS.ProcessEnv = process.env): FoundBrowser {
  if (env.CHROMIUM_PATH) return { kind: "path", path: env.CHROMIUM_PATH, source: "CHROMIUM_PATH" };
  for (const name of commandNames) {
    const path = onPath(name);
    if (path) return { kind: "path", path, source: "the system" };
  }
  for (const path of applicationPaths) {
    if (isExecutable(path)) return { kind: "path", path, source: "the system" };
  }
  if (existsSync(chromium.executablePath())) return { kind: "playwright" };
  return { kind: "none" };
}

/** The executable for Playwright's launch options; undefined lets it use its own browser. */
export function browserExecutable(): string | undefined {
  const found = findBrowser();
  return found.kind === "path" ? found.path : undefined;
}

/** The browser's executable, wherever it is, for tools that start Chromium themselves. */
export function browserExecutablePath(): string {
  return browserExecutable() ?? chromium.executablePath();
}
