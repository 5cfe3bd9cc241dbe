import { spawn } from "node:child_process";

export interface ScriptResult {
  code: number | null;
  out: string;
  err: string;
}

/**
 * Runs a project command (`node scripts/<name>.ts …`) as `npm run <name>` does, with `env` added
 * to this process's environment and `input` piped to it.
 */
export function runProjectScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  input = "",
): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`scripts/${script}.ts`, ...args], {
      env: { ...process.env, ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => {
      out += String(chunk);
    });
    child.stderr.on("data", (chunk) => {
      err += String(chunk);
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out, err }));
    child.stdin.end(input);
  });
}
