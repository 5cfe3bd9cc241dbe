import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { exited, sleep, spawnTracked } from "./processes.ts";

export interface SiteServer {
  origin: string;
  child: ChildProcess;
  pid: number;
  /** Resident memory of the server process, in KB (VmRSS). */
  rssKb(): number;
  alive(): boolean;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

/** Starts the production server (`server/main.ts`) on a port and resolves once /api/health answers. */
export async function startSiteServer(
  port: number,
  env: Record<string, string>,
): Promise<SiteServer> {
  const child = spawnTracked(process.execPath, ["server/main.ts"], {
    PORT: String(port),
    HOST: "127.0.0.1",
    ...env,
  });
  let stderr = "";
  child.stderr?.on("data", (data: Buffer) => {
    stderr = (stderr + data.toString("utf8")).slice(-4000);
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited at start-up: ${stderr}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer on ${origin} in 60 s`);
    await sleep(100);
  }
  const pid = child.pid ?? 0;
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    origin,
    child,
    pid,
    alive,
    rssKb() {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
    },
    async stop() {
      if (!alive()) return;
      child.kill("SIGTERM");
      const done = exited(child);
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await done;
      clearTimeout(timer);
    },
    async kill() {
      child.kill("SIGKILL");
      await exited(child);
    },
  };
}
