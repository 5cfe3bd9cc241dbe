import { spawn } from "node:child_process";

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CommandOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Told each line the command writes, as it writes it. */
  onLine?: (line: string) => void;
}

/** Runs a command to its end; its output is kept (and told line by line when asked). */
export function run(
  command: string,
  args: readonly string[],
  options: CommandOptions = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const out = { stdout: "", stderr: "" };
    let partial = "";
    const collect = (stream: "stdout" | "stderr") => (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      out[stream] += text;
      if (!options.onLine) return;
      const lines = (partial + text).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) options.onLine(line);
    };
    child.stdout.on("data", collect("stdout"));
    child.stderr.on("data", collect("stderr"));
    child.on("error", reject);
    child.on("close", (code) => {
      if (partial && options.onLine) options.onLine(partial);
      resolve({ code: code ?? 1, ...out });
    });
  });
}

/** The last lines of a command's output, for a failure's message. */
export function tail(text: string, lines = 30): string {
  return text.trimEnd().split("\n").slice(-lines).join("\n");
}

/** Runs a command that must succeed: its output, or an error with what it printed. */
export async function must(
  command: string,
  args: readonly string[],
  options: CommandOptions = {},
): Promise<string> {
  const result = await run(command, args, options);
  if (result.code !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} failed (exit ${result.code}):\n${tail(`${result.stdout}\n${result.stderr}`)}`,
    );
  }
  return result.stdout;
}

/** Waits until `check` returns a value, looking again every `everyMs` until `limitMs` passes. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  { everyMs = 1000, limitMs = 30 * 60_000 } = {},
): Promise<T> {
  const giveUpAt = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > giveUpAt) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resume) => setTimeout(resume, everyMs));
  }
}
