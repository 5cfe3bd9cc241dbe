import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { processRunning } from "../process-running.ts";

/**
 * Names this process as the holder of delivery leases: host, process id and a per-start id
 * (containers often reuse the same process id after a restart).
 */
export function leaseOwnerId(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
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
  return Number.isInteger(pid) && pid > 0 && !processRunning(pid);
}
