import { fuzzInputs } from "./fuzz-inputs.ts";
import { rawExchange, slowRequest } from "./raw-http.ts";
import type { SiteServer } from "./site-server.ts";

/** Text that only files outside build/client contain: finding it in an answer means a leak. */
const outsideMarkers = [
  '"name": "artist-portfolio"',
  "root:x:0:0",
  '"notFoundByPrefix"',
  "gitdir:",
  'from "hono"',
];

export interface FuzzResult {
  inputs: number;
  byKind: Record<string, number>;
  byStatus: Record<string, number>;
  serverErrors: number;
  /** Inputs whose answer held content of a file outside the build. */
  leaks: string[];
  slowBodyCutOffMs: number;
  slowBodyStatus: number;
  slowHeadersCutOffMs: number;
  alive: boolean;
  healthOk: boolean;
  rssBeforeKb: number;
  /** Resident memory after each pass over all inputs. */
  rssAfterPassKb: number[];
}

/**
 * Sends every hostile input `passes` times, `parallel` at a time, while two clients dribble a request
 * that never ends; then checks that the server lives, answers its health check, and what
 * its memory did.
 */
export async function runFuzz(
  server: SiteServer,
  port: number,
  seed: number,
  randomCount: number,
  passes: number,
  parallel = 8,
): Promise<FuzzResult> {
  const inputs = fuzzInputs(seed, randomCount);
  // Warm up, so the memory measured before includes the files served and code compiled.
  for (const path of ["/", "/about", "/api/health", "/nope"])
    await fetch(`${server.origin}${path}`);
  const rssBeforeKb = server.rssKb();
  const byKind: Record<string, number> = {};
  const byStatus: Record<string, number> = {};
  const leaks: string[] = [];
  let serverErrors = 0;

  const slowBody = slowRequest(
    port,
    "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 20000\r\n\r\n{",
    60_000,
  );
  const slowHeaders = slowRequest(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ", 60_000);

  let next = 0;
  const worker = async () => {
    for (;;) {
      const input = inputs[next++];
      if (!input) return;
      if (!input) return;
      const { status, text } = await rawExchange(port, input.request);
      byKind[input.kind] = (byKind[input.kind] ?? 0) + 1;
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      if (status >= 500) serverErrors++;
      const marker = outsideMarkers.find((m) => text.includes(m));
      if (marker) leaks.push(`${input.kind}: ${input.request.toString("latin1").split("\r\n")[0]}`);
    }
  };
  // The first pass grows the heap to what such inputs need; later ones show whether it keeps
  // growing (a leak) or levels off (memory the process keeps for reuse).
  const rssAfterPassKb: number[] = [];
  for (let pass = 0; pass < passes; pass++) {
    next = 0;
    await Promise.all(Array.from({ length: parallel }, worker));
    rssAfterPassKb.push(server.rssKb());
  }
  const [body, headers] = await Promise.all([slowBody, slowHeaders]);
  let healthOk = false;
  try {
    healthOk = (await fetch(`${server.origin}/api/health`)).ok;
  } catch {
    healthOk = false;
  }
  const alive = server.alive();
  return {
    inputs: inputs.length * passes + 2,
    byKind: { ...byKind, "slow: body that never ends": 1, "slow: head that never ends": 1 },
    byStatus,
    serverErrors,
    leaks,
    slowBodyCutOffMs: body.cutOffAfterMs,
    slowBodyStatus: body.status,
    slowHeadersCutOffMs: headers.cutOffAfterMs,
    alive,
    healthOk,
    rssBeforeKb,
    rssAfterPassKb,
  };
}
