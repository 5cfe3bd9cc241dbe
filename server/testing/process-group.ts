import { existsSync, readdirSync, readFileSync } from "node:fs";

/** The state and process group of a process, from /proc; undefined once it is gone. */
function stateAndGroup(pid: string): { state: string; group: number } | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // After the command name (in parentheses, and free to hold spaces): state, parent, group.
  const [state = "", , group = ""] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { state, group: Number(group) };
}

/**
 * Whether any process of this process group still runs. A killed process whose parent is gone
 * stays a zombie until PID 1 reaps it, which some machines do only every second or two; it has
 * ended all the same, so zombies do not count. Without /proc, any process of the group counts.
 */
export function groupRunning(group: number): boolean {
  if (!existsSync("/proc/self/stat")) {
    try {
      process.kill(-group, 0);
      return true;
    } catch {
      return false;
    }
  }
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .some((pid) => {
      const found = stateAndGroup(pid);
      return found !== undefined && found.group === group && found.state !== "Z";
    });
}
