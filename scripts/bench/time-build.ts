import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { resolve } from "node:path";

const buildScript = resolve(import.meta.dirname, "../build.ts");

/** The machine's 1, 5 and 15 minute load averages, as `uptime` prints them. */
export function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(" ");
}

export interface TimedBuild {
  seconds: number;
  /** The load average when the build started: other work on the machine slows it. */
  loadAtStart: string;
}

/**
 * Runs the production build (`npm run build`'s script) with `env` added to this process's
 * environment and times it from start to end. Its progress shows when `show` is set. Throws
 * when the build fails.
 */
export function timeBuild(env: Record<string, string>, show: boolean): TimedBuild {
  const loadAtStart = loadAverage();
  const started = performance.now();
  const run = spawnSync(process.execPath, [buildScript], {
    env: { ...process.env, ...env },
    stdio: show ? "inherit" : ["ignore", "ignore", "inherit"],
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`the build failed (exit ${run.status ?? run.signal})`);
  return { seconds, loadAtStart };
}
