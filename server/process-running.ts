import { readFileSync } from "node:fs";

/**
 * Whether /proc (Linux) shows the process as a zombie: ended, but not yet reaped by a parent.
 * Elsewhere there is no such file and nothing is known, so it counts as not a zombie.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The state follows the command name, which is in parentheses and may hold spaces.
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return false;
  }
}

/**
 * Whether a process of this machine still runs. A process whose parent died (a build whose
 * server was killed) stays a zombie until PID 1 reaps it, which some machines do late or never;
 * it has ended all the same, and a lock or lease it held is free.
 */
export function processRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && "code" in error && error.code === "EPERM";
  }
  return !isZombie(pid);
}

/**
 * When a process started, in clock ticks after the machine's boot (Linux, /proc/<pid>/stat). With
 * its id it names one process, where an id alone is reused: a container started again numbers
 * its processes from 1, so an id written down by its last run may now be another process's.
 * Undefined where there is no /proc, or no such process.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name start with the third (the state); the start is the 22nd.
    return stat
      .slice(stat.lastIndexOf(")") + 2)
      .split(" ")
      .at(22 - 3);
  } catch {
    return undefined;
  }
}
