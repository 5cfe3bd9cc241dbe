import { type ChildProcess, spawn } from "node:child_process";

export interface RunningServer {
  origin: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the production server on a port and resolves once it answers. */
export async function serveBuild(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`The server did not answer on ${origin} within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { origin, process: child, stop };
}
