import { spawn } from "node:child_process";
import { resolve } from "node:path";

const buildScript = resolve(import.meta.dirname, "../../scripts/build.ts");

/** The build a server runs before its first start, when there is no build to serve. */
export interface FirstBuild {
  /** Settles once the build has ended: true when it made a build to serve. */
  done: Promise<boolean>;
  /** Ends the build and what it started; the next start builds again. */
  stop(): void;
}

/**
 * Runs `npm run build`'s script with this process's Node and settings, its progress on this
 * process's output. The build leads a process group of its own, so that stopping it also ends
 * React Router's build, which it runs as a process of its own.
 */
export function startFirstBuild(): FirstBuild {
  const child = spawn(process.execPath, [buildScript], { stdio: "inherit", detached: true });
  const done = new Promise<boolean>((settle) => {
    child.on("error", () => settle(false));
    child.on("exit", (code) => settle(code === 0));
  });
  return {
    done,
    stop() {
      if (child.pid === undefined || child.exitCode !== null) return;
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        child.kill("SIGTERM");
      }
    },
  };
}
