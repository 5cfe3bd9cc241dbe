import { type ChildProcess, spawn, spawnSync } from "node:child_process";

const children = new Set<ChildProcess>();

/** Starts a child process that is killed when the benchmark ends, however it ends. */
export function spawnTracked(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): ChildProcess {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe"],
    // Its own process group, so its workers (nginx) can be killed with it.
    detached: true,
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

/** Resolves when the child has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Kills every child still running, with the processes it started, by its own id. */
export function killAllTracked(): void {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      child.kill("SIGKILL");
    }
  }
}

let installed = false;

/** Makes an interrupted or failing run stop its servers too. */
export function cleanUpOnExit(): void {
  if (installed) return;
  installed = true;
  process.on("exit", killAllTracked);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      killAllTracked();
      process.exit(130);
    });
  }
}

/** Whether a command is on the PATH. */
export function hasCommand(name: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
