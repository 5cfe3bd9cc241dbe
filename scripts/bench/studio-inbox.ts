/**
 * The Studio's inbox with 50,000 stored messages: how long the server takes to answer the
 * first page, a page far back, searches, the header's counts and the CSV export, measured
 * in-process (request in, JSON out, no network), and the sign-in's password hash.
 *   npm run bench:studio
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { requireNode24 } from "../../server/require-node.ts";
import {
  defaultScryptCost,
  hashPassword,
  verifyPassword,
} from "../../server/security/password-hash.ts";
import type { SqliteMessageStore } from "../../server/storage/sqlite-message-store.ts";
import { inProcessStudio } from "./bench-studio.ts";
import { median } from "./median.ts";
import { markdownTable, type Row } from "./server/table.ts";

requireNode24();

const messageCount = 50_000;
const runs = 30;
const words = (
  "print edition painting commission gallery exhibition studio visit price framed canvas " +
  "photograph series colour light paper ink watercolour portrait landscape sea garden " +
  "question available shipping catalogue opening invitation collaboration project film"
).split(" ");
const names = ["Ada Lovelace", "Grace Hopper", "Mary Somerville", "Emmy Noether", "Lise Meitner"];

/** A cheap, repeatable sequence of pseudo-random numbers, so every run stores the same text. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function fill(store: SqliteMessageStore): Promise<number> {
  const random = sequence(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const start = Date.UTC(2025, 0, 1);
  const started = performance.now();
  for (let batch = 0; batch < messageCount / 500; batch++) {
    await Promise.all(
      Array.from({ length: 500 }, (_, i) => {
        const n = batch * 500 + i;
        const text = Array.from({ length: 60 + Math.floor(random() * 120) }, () => pick(words));
        if (n === 31_337) text.push("quetzalcoatl");
        return store.accept(
          {
            name: `${pick(names)} ${n}`,
            email: `visitor${n}@example.com`,
            subject: `${pick(words)} ${pick(words)}`,
            message: text.join(" "),
            receivedAt: start + n * 600_000,
            ipHash: "0".repeat(32),
            spamReason: n % 20 === 0 ? "too_fast" : null,
            giveUpAt: start + n * 600_000 + 86_400_000,
            idempotencyKey: null,
          },
          86_400_000,
        );
      }),
    );
  }
  return performance.now() - started;
}

async function timed(work: () => Response | Promise<Response>, count = runs): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await work();
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`answered ${res.status}`);
  }
  return median(times);
}

const dir = mkdtempSync(join(tmpdir(), "bench-studio-"));
try {
  const studio = inProcessStudio(dir, join(dir, "content"));
  const fillMs = await fill(studio.store);
  const get = (path: string) =>
    studio.app.request(`http://localhost/api/studio${path}`, {
      headers: { Cookie: studio.owner.cookie },
    });

  const first = (await (await get("/messages")).json()) as { older: string };
  let cursor = first.older;
  for (let i = 0; i < 9; i++) {
    cursor = (
      (await (await get(`/messages?before=${encodeURIComponent(cursor)}`)).json()) as {
        older: string;
      }
    ).older;
  }
  const rows: Row[] = [
    [
      "inbox",
      "first page (50 messages, newest first)",
      `${(await timed(() => get("/messages"))).toFixed(1)} ms`,
    ],
    [
      "inbox",
      "11th page (by position, 500 messages back)",
      `${(await timed(() => get(`/messages?before=${encodeURIComponent(cursor)}`))).toFixed(1)} ms`,
    ],
    [
      "inbox",
      "spam list, first page",
      `${(await timed(() => get("/messages?view=spam"))).toFixed(1)} ms`,
    ],
    [
      "inbox",
      "header counts (session probe)",
      `${(await timed(() => get("/session"))).toFixed(1)} ms`,
    ],
    [
      "search",
      'a word in most messages ("print")',
      `${(await timed(() => get("/messages?q=print"))).toFixed(1)} ms`,
    ],
    [
      "search",
      "a word in one message",
      `${(await timed(() => get("/messages?q=quetzalcoatl"))).toFixed(1)} ms`,
    ],
    [
      "search",
      "an e-mail address",
      `${(await timed(() => get(`/messages?q=${encodeURIComponent("visitor4711@example.com")}`))).toFixed(1)} ms`,
    ],
    [
      "export",
      "CSV of all 50,000 messages",
      `${(await timed(() => get("/messages.csv"), 3)).toFixed(0)} ms`,
    ],
  ];

  const hashTimes: number[] = [];
  const stored = await hashPassword("a benchmark passphrase");
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await verifyPassword("a benchmark passphrase", stored);
    hashTimes.push(performance.now() - started);
  }
  const cost = `N=2^${Math.log2(defaultScryptCost.N)}, r=${defaultScryptCost.r}, p=${defaultScryptCost.p}`;
  rows.push(["sign-in", `password check, scrypt ${cost}`, `${median(hashTimes).toFixed(0)} ms`]);

  console.log(
    `${messageCount} messages stored in ${(fillMs / 1000).toFixed(1)} s; medians of ${runs} requests:\n`,
  );
  console.log(markdownTable(["part", "figure", "server time"], rows));
  studio.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
