import { spawn } from "node:child_process";

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  socketErrors: number;
}

function toMs(value: string, unit: string): number {
  const number = Number(value);
  if (unit === "us") return number / 1000;
  if (unit === "s") return number * 1000;
  if (unit === "m") return number * 60_000;
  return number;
}

function percentile(output: string, label: string): number {
  const match = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(output);
  if (!match?.[1] || !match[2]) throw new Error(`wrk printed no ${label}th percentile:\n${output}`);
  return toMs(match[1], match[2]);
}

/** Parses wrk's --latency report. */
function parseWrk(output: string): WrkResult {
  const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(output)?.[1];
  const requests = /(\d+) requests in/.exec(output)?.[1];
  if (!rps || !requests) throw new Error(`Unexpected wrk output:\n${output}`);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  return {
    requestsPerSecond: Number(rps),
    p50Ms: percentile(output, "50"),
    p99Ms: percentile(output, "99"),
    requests: Number(requests),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    socketErrors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

export interface WrkOptions {
  url: string;
  seconds: number;
  connections: number;
  threads: number;
  headers: Record<string, string>;
}

/** Runs wrk once; it stops by itself after `seconds` (and is killed if it overstays). */
export function runWrk({
  url,
  seconds,
  connections,
  threads,
  headers,
}: WrkOptions): Promise<WrkResult> {
  const args = [
    `-t${threads}`,
    `-c${connections}`,
    `-d${seconds}s`,
    "--timeout",
    "5s",
    "--latency",
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (data: Buffer) => {
      output += data.toString("utf8");
    });
    child.stderr.on("data", (data: Buffer) => {
      output += data.toString("utf8");
    });
    const guard = setTimeout(() => child.kill("SIGKILL"), (seconds + 30) * 1000);
    // Once its output is all read: "exit" may come before the last of it.
    child.on("close", (code) => {
      clearTimeout(guard);
      if (code !== 0) reject(new Error(`wrk exited with ${code}:\n${output}`));
      else {
        try {
          resolve(parseWrk(output));
        } catch (error) {
          reject(error);
        }
      }
    });
  });
}
