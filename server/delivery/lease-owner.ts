import { randomUUID } from "node:crypto";
import { hostname } from "node:os";

/**
 * Names this process as the holder of delivery leases: host, process id and a per-start id
 * (containers often reuse the same process id after a restart).
 */
export function leaseOwnerId(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && "code" in error && error.code === "EPERM";
  }
}

/**
 * A lease holder that is known to have stopped: a process on this host that no longer runs, or
 * an earlier start of a process with this process's id. Holders on other hosts are left to
 * their lease expiry.
 */
export function isAbandonedOwner(owner: string, self: string): boolean {
  const [host, pidText] = owner.split(":");
  const [selfHost, selfPid] = self.split(":");
  if (owner === self || host !== selfHost || pidText === undefined) return false;
  if (pidText === selfPid) return true;
  const pid = Number(pidText);
  return Number.isInteger(pid) && pid > 0 && !isRunning(pid);
}
