import { Agent, request } from "node:http";

export interface ContactLoadResult {
  seconds: number;
  concurrency: number;
  sent: number;
  /** Ids from the 202 answers, one per accepted message. */
  acceptedIds: string[];
  /** Answers by status; "error" counts requests that got no answer (refused, reset). */
  statuses: Record<string, number>;
  acceptedPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface ContactLoadOptions {
  origin: string;
  concurrency: number;
  seconds: number;
  /** Prefix of the Idempotency-Keys, distinct per run. */
  keyPrefix: string;
}

/** The value at fraction `p` (0-1) of the sorted values (nearest rank). */
function percentileOf(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

const body = JSON.stringify({
  name: "Load Test",
  email: "load@example.com",
  subject: "A commission",
  message: "Hello, I saw your work at the gallery and would like to ask about a print.",
  website: "",
  elapsedMs: 8200,
});

function post(agent: Agent, url: URL, key: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        agent,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
          "Idempotency-Key": key,
        },
        timeout: 10_000,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * Keeps `concurrency` clients posting valid messages, each with its own Idempotency-Key, for
 * `seconds`. Every request started is awaited, so the answers counted are all the answers given.
 * `during` runs alongside, e.g. to kill the server halfway.
 */
export async function runContactLoad(
  { origin, concurrency, seconds, keyPrefix }: ContactLoadOptions,
  during?: (elapsedMs: () => number) => Promise<void>,
): Promise<ContactLoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const url = new URL("/api/contact", origin);
  const latencies: number[] = [];
  const acceptedIds: string[] = [];
  const statuses: Record<string, number> = {};
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let sent = 0;

  const client = async (worker: number) => {
    for (let i = 0; performance.now() < deadline; i++) {
      const key = `${keyPrefix}-${worker}-${i}`;
      const t0 = performance.now();
      sent++;
      try {
        const { status, text } = await post(agent, url, key);
        latencies.push(performance.now() - t0);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === 202) acceptedIds.push((JSON.parse(text) as { id: string }).id);
      } catch {
        statuses.error = (statuses.error ?? 0) + 1;
        // The server is down (killed on purpose): try again shortly, until the deadline.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  await Promise.all([
    ...Array.from({ length: concurrency }, (_, worker) => client(worker)),
    during?.(() => performance.now() - started),
  ]);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    seconds: elapsed,
    concurrency,
    sent,
    acceptedIds,
    statuses,
    acceptedPerSecond: acceptedIds.length / elapsed,
    p50Ms: percentileOf(latencies, 0.5),
    p99Ms: percentileOf(latencies, 0.99),
  };
}
