import { fork } from "node:child_process";
import { resolve } from "node:path";
import type {
  BuildProcessMessage,
  BuildRequest,
  GoAhead,
} from "../../core/build/build-process-messages.ts";
import type { ReleaseInfo } from "../../core/build/release-info.ts";

type BuildProgress = Extract<BuildProcessMessage, { type: "event" }>["event"];

export interface BuildListener {
  /** The build's stages, in order, before the first starts. */
  stages(names: string[]): void;
  event(event: BuildProgress): void;
  /** The build is going live: from now on it is not stopped by `cancel`. */
  committed?(): void;
}

export type BuildResult =
  | { ok: true; info: ReleaseInfo }
  | { ok: false; stage: string | null; message: string; locked: boolean };

export interface RunningBuild {
  /** Settles when the build process has exited, with its outcome; never rejects. */
  done: Promise<BuildResult>;
  /** Ends the build process and everything it started; the served build stays as it was. */
  stop(): Promise<void>;
  /**
   * Stops the build at the owner's word, unless it is going live already: true when it was
   * stopped (the site served is as it was), false when it goes on to its end.
   */
  cancel(): Promise<boolean>;
}

/** Starts a build; the Publisher is given another one in tests. */
export type BuildRunner = (request: BuildRequest, listener: BuildListener) => RunningBuild;

const buildProcess = resolve(import.meta.dirname, "../../scripts/build/build-process.ts");

/** The last lines a process wrote, for the message when it stops without saying why. */
function tail(lines: string[], chunk: Buffer): void {
  lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  lines.splice(0, Math.max(0, lines.length - 20));
}

/**
 * Runs builds with `script` (a build process: it tells its stages, events and outcome over the
 * IPC channel). The outcome is read once the process has closed, not when it has exited: Node
 * may tell of the exit before it has read the last message, which would make a build that
 * passed look as if it stopped without a word.
 */
export function processBuildRunner(script: string): BuildRunner {
  return (request, listener) => runProcess(script, request, listener);
}

function runProcess(script: string, request: BuildRequest, listener: BuildListener): RunningBuild {
  const child = fork(script, [JSON.stringify(request)], {
    detached: true,
    execArgv: [],
    stdio: ["ignore", "pipe", "pipe", "ipc"],
    serialization: "json",
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => tail(output, chunk));
  child.stderr?.on("data", (chunk: Buffer) => tail(output, chunk));
  let outcome: BuildResult | undefined;
  // Going live is agreed on over the channel: a build the owner stopped first is not let go.
  let cancelled = false;
  let committed = false;
  child.on("message", (raw) => {
    const message = raw as BuildProcessMessage;
    if (message.type === "stages") listener.stages(message.stages);
    else if (message.type === "event") listener.event(message.event);
    else if (message.type === "switching") {
      if (cancelled) return;
      committed = true;
      listener.committed?.();
      child.send({ type: "go" } satisfies GoAhead);
    } else if (message.type === "built") outcome = { ok: true, info: message.info };
    else
      outcome = {
        ok: false,
        stage: message.stage,
        message: message.message,
        locked: message.locked,
      };
  });
  const done = new Promise<BuildResult>((settle) => {
    const stopped = (why: string) =>
      settle(
        outcome ?? {
          ok: false,
          stage: null,
          message: [`The build process stopped (${why}).`, ...output].join("\n"),
          locked: false,
        },
      );
    child.on("error", (error) => stopped(error.message));
    // After the exit and the end of its output and of the IPC channel: every message is in.
    child.on("close", (code, signal) => stopped(signal ?? `exit ${code}`));
  });
  // The whole group, even once the process itself has exited: whatever it started would keep
  // its output open, and the build would never be closed.
  const killGroup = () => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      child.kill("SIGKILL");
    }
  };
  return {
    done,
    async stop() {
      killGroup();
      await done;
    },
    async cancel() {
      if (committed) return false;
      cancelled = true;
      killGroup();
      await done;
      return true;
    },
  };
}

/**
 * Runs a build in a process of its own (scripts/build/build-process.ts), so the server keeps
 * answering while pictures are encoded and pages prerendered. The process leads its own
 * process group: stopping it ends React Router's build with it.
 */
export const forkBuild: BuildRunner = processBuildRunner(buildProcess);
