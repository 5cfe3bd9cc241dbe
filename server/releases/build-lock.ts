import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { processRunning, processStartTime } from "../process-running.ts";

export interface BuildLock {
  release(): void;
}

interface Holder {
  pid: number;
  /** When the process started (`processStartTime`), where the system tells it. */
  processStart?: string;
  startedAt: string;
  task: string;
}

function readHolder(file: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Holder;
  } catch {
    return undefined;
  }
}

/**
 * Whether the process that took the lock still runs: its id, and where known its start time,
 * since a process of a later run may have the same id (a restarted container's build).
 */
function holderRunning(holder: Holder): boolean {
  if (!processRunning(holder.pid)) return false;
  return holder.processStart === undefined || processStartTime(holder.pid) === holder.processStart;
}

/** Another build or switch holds the lock. */
export class BuildLockedError extends Error {
  override name = "BuildLockedError";
}

/**
 * Takes the lock that lets one build (or one switch between builds) run at a time. A second
 * one stops at once with a message naming the first; a lock left by a process that no longer
 * runs (a killed build) is taken over.
 */
export function takeBuildLock(root: string, task: string): BuildLock {
  const file = join(root, ".build.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      const holder: Holder = {
        pid: process.pid,
        processStart: processStartTime(process.pid),
        startedAt: new Date().toISOString(),
        task,
      };
      writeSync(fd, JSON.stringify(holder));
      closeSync(fd);
      return { release: () => rmSync(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(file);
      // An unreadable lock is one being written this instant.
      if (!holder) throw new BuildLockedError("another build is starting; try again in a moment");
      if (holderRunning(holder)) {
        throw new BuildLockedError(
          `another ${holder.task} is running (process ${holder.pid}, started ${holder.startedAt}); wait for it to finish and try again`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new BuildLockedError(`could not take the build lock ${file}`);
}
