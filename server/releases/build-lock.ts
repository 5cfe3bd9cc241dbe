import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { processRunning } from "../process-running.ts";

export interface BuildLock {
  release(): void;
}

interface Holder {
  pid: number;
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
      const holder: Holder = { pid: process.pid, startedAt: new Date().toISOString(), task };
      writeSync(fd, JSON.stringify(holder));
      closeSync(fd);
      return { release: () => rmSync(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(file);
      // An unreadable lock is one being written this instant.
      if (!holder) throw new BuildLockedError("another build is starting; try again in a moment");
      if (processRunning(holder.pid)) {
        throw new BuildLockedError(
          `another ${holder.task} is running (process ${holder.pid}, started ${holder.startedAt}); wait for it to finish and try again`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new BuildLockedError(`could not take the build lock ${file}`);
}
