import { type ChildProcess, spawn } from "node:child_process";
import { must, run, waitFor } from "./command.ts";

export interface SiteContainerOptions {
  name: string;
  image: string;
  volume: string;
  port: number;
  /** The site's address, SITE_URL: the starting site of a first start takes it. */
  siteUrl: string;
  /** Prints a line of the container's log as it comes. */
  print: (line: string) => void;
}

/** How a log line of the server reads in the test's output: the JSON lines by their message. */
function readable(line: string): string {
  if (!line.startsWith("{")) return line;
  try {
    const { level, msg } = JSON.parse(line) as { level?: string; msg?: string };
    return `${level === "info" ? "" : `${level}: `}${msg ?? line}`;
  } catch {
    return line;
  }
}

/**
 * The site's image run as `docker run` runs it (docs/going-online.md), on the host's network
 * at a port of its own, with its state in a named volume.
 */
export class SiteContainer {
  readonly options: SiteContainerOptions;
  #following: ChildProcess | undefined;

  constructor(options: SiteContainerOptions) {
    this.options = options;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  async start(): Promise<void> {
    const { name, image, volume, port, siteUrl } = this.options;
    const since = new Date().toISOString();
    await must("podman", [
      "run",
      "--detach",
      "--name",
      name,
      // On the host's network (these machines' default), at a port of its own, on loopback only.
      "--network",
      "host",
      "--env",
      "HOST=127.0.0.1",
      "--env",
      `PORT=${port}`,
      "--env",
      `SITE_URL=${siteUrl}`,
      "--volume",
      `${volume}:/data`,
      image,
    ]);
    this.#follow(since);
  }

  /** Starts the stopped container again, as a restart of the machine would. */
  async restart(): Promise<void> {
    const since = new Date().toISOString();
    await must("podman", ["start", this.options.name]);
    this.#follow(since);
  }

  /** Prints the container's log from `since` on, as it comes. */
  #follow(since: string): void {
    this.#following?.kill();
    const follower = spawn("podman", ["logs", "--follow", "--since", since, this.options.name], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let partial = "";
    const print = (chunk: Buffer) => {
      const lines = (partial + chunk.toString("utf8")).split(/\r?\n|\r/);
      partial = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) this.options.print(readable(line));
    };
    follower.stdout.on("data", print);
    follower.stderr.on("data", print);
    this.#following = follower;
  }

  async running(): Promise<boolean> {
    const state = await run("podman", [
      "inspect",
      "--format",
      "{{.State.Running}}",
      this.options.name,
    ]);
    return state.stdout.trim() === "true";
  }

  /** Waits until the server answers its health check; fails at once if the container stops. */
  async waitUntilServing(): Promise<void> {
    await waitFor(`${this.options.name} to serve`, async () => {
      const health = await fetch(`${this.origin}/api/health`, {
        signal: AbortSignal.timeout(5000),
      }).catch(() => undefined);
      if (health?.ok) return true;
      if (!(await this.running())) {
        throw new Error(`${this.options.name} stopped:\n${await this.logs()}`);
      }
      return undefined;
    });
  }

  /** Stops it as the engine does (SIGTERM, then SIGKILL after 10 s): how long it took, and how it ended. */
  async stop(): Promise<{ ms: number; exitCode: number }> {
    const started = performance.now();
    await must("podman", ["stop", "--time", "10", this.options.name]);
    const ms = performance.now() - started;
    const exitCode = Number(
      (
        await must("podman", ["inspect", "--format", "{{.State.ExitCode}}", this.options.name])
      ).trim(),
    );
    this.#following?.kill();
    return { ms, exitCode };
  }

  /** A command in the running container, as the server's user, with the server's settings. */
  exec(args: readonly string[]): Promise<string> {
    return must("podman", ["exec", this.options.name, ...args]);
  }

  /** Waits until the log holds `count` lines that match; fails at once if the container stops. */
  async waitForLines(matches: RegExp, count: number): Promise<void> {
    await waitFor(`${count} log lines like ${matches} from ${this.options.name}`, async () => {
      const lines = (await this.logs()).split("\n").filter((line) => matches.test(line));
      if (lines.length >= count) return true;
      if (!(await this.running())) {
        throw new Error(`${this.options.name} stopped:\n${await this.logs()}`);
      }
      return undefined;
    });
  }

  async logs(): Promise<string> {
    const result = await run("podman", ["logs", this.options.name]);
    return `${result.stdout}${result.stderr}`;
  }

  /**
   * The memory the container's processes hold (their resident sets), in megabytes: all but the
   * shell and `cat` this reads them with.
   */
  async memoryMb(): Promise<number> {
    const status = await this.exec(["sh", "-c", "cat /proc/[0-9]*/status"]);
    const kb = status
      .split(/\n(?=Name:)/)
      .filter((process) => !/^Name:\s+(sh|cat)$/m.test(process))
      .map((process) => Number(/^VmRSS:\s+(\d+) kB$/m.exec(process)?.[1] ?? 0))
      .reduce((sum, rss) => sum + rss, 0);
    return Math.round(kb / 1024);
  }

  async remove(): Promise<void> {
    this.#following?.kill();
    await run("podman", ["rm", "--force", "--time", "0", this.options.name]);
  }
}
