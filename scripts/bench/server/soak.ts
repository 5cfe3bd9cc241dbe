import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fuzzInputs } from "./fuzz-inputs.ts";
import { sleep } from "./processes.ts";
import { rawExchange } from "./raw-http.ts";
import type { SiteServer } from "./site-server.ts";

export interface SoakOptions {
  minutes: number;
  /** Requests in flight at once: bounded, so the soak measures memory, not a queue. */
  clients: number;
  /** The client folder of the build served, whose pages and pictures the visitors ask for. */
  clientDir: string;
  seed: number;
}

export interface SoakResult {
  minutes: number;
  requests: Record<"visitor" | "contact" | "bad input" | "studio", number>;
  serverErrors: number;
  /** Resident memory, sampled every `sampleSeconds`, in KB. */
  rssKb: number[];
  sampleSeconds: number;
  /** The median of the first third after warm-up and of the last third, in KB. */
  settledKb: { early: number; late: number };
  alive: boolean;
}

/** The pages and a handful of pictures of the build, as visitors ask for them. */
function visitorPaths(clientDir: string): string[] {
  const pages = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => `/${join(entry.parentPath, entry.name).slice(clientDir.length + 1)}`)
    .map((file) => file.replace(/\/?index\.html$/, "") || "/");
  const images = readdirSync(join(clientDir, "img"))
    .filter((name) => name.endsWith(".avif") || name.endsWith(".webp"))
    .slice(0, 40)
    .map((name) => `/img/${name}`);
  return [...pages, ...images, "/no-such-page", "/sitemap.xml", "/robots.txt"];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const contactBody = (n: number) =>
  JSON.stringify({
    name: "Soak Test",
    email: "soak@example.com",
    subject: `Message ${n}`,
    message: "Hello, I saw your work at the gallery and would like to ask about a print.",
    website: "",
    elapsedMs: 8200,
  });

/**
 * Mixed traffic for `minutes`, on loopback: visitors reading pages and pictures (most requests),
 * contact messages (about one in twenty), hostile input (about one in ten) and guesses at the
 * Studio (one in twenty-five: wrong passwords, passkey challenges), `clients` at a time, with the
 * server's resident memory sampled throughout. The Studio must be on in the server's data folder. After the first fifth (warm-up:
 * the caches fill, the code is compiled) the memory should level off; what keeps growing is a
 * leak.
 */
export async function runSoak(
  server: SiteServer,
  port: number,
  options: SoakOptions,
): Promise<SoakResult> {
  const paths = visitorPaths(options.clientDir);
  const bad = fuzzInputs(options.seed, 300);
  const requests = { visitor: 0, contact: 0, "bad input": 0, studio: 0 };
  const studioPost = (path: string, body: unknown) =>
    fetch(`${server.origin}/api/studio${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.origin },
      body: JSON.stringify(body),
    });
  let serverErrors = 0;
  let n = 0;
  const end = Date.now() + options.minutes * 60_000;

  const one = async () => {
    const i = n++;
    if (i % 25 === 11) {
      // Guessing at the Studio: wrong passwords and passkey challenges, held back per address.
      const answer =
        i % 2 === 0
          ? await studioPost("/session", { password: `guess number ${i}` })
          : await studioPost("/passkey-sign-in/options", {});
      await answer.arrayBuffer();
      requests.studio++;
      if (answer.status >= 500) serverErrors++;
      return;
    }
    if (i % 10 === 3) {
      const input = bad[i % bad.length];
      if (!input) return;
      const { status } = await rawExchange(port, input.request);
      requests["bad input"]++;
      if (status >= 500) serverErrors++;
      return;
    }
    const contact = i % 20 === 7;
    const answer = contact
      ? await fetch(`${server.origin}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": `soak-${i}` },
          body: contactBody(i),
        })
      : await fetch(`${server.origin}${paths[i % paths.length]}`);
    await answer.arrayBuffer();
    requests[contact ? "contact" : "visitor"]++;
    if (answer.status >= 500) serverErrors++;
  };
  const client = async () => {
    while (Date.now() < end && server.alive()) {
      try {
        await one();
      } catch {
        // A refused or reset connection of a hostile input is its own answer.
      }
    }
  };

  const sampleSeconds = Math.max(5, Math.round((options.minutes * 60) / 120));
  const rssKb: number[] = [server.rssKb()];
  const sampler = (async () => {
    while (Date.now() < end && server.alive()) {
      await sleep(sampleSeconds * 1000);
      if (server.alive()) rssKb.push(server.rssKb());
    }
  })();
  await Promise.all([...Array.from({ length: options.clients }, client), sampler]);

  const settled = rssKb.slice(Math.ceil(rssKb.length / 5));
  const third = Math.max(1, Math.floor(settled.length / 3));
  return {
    minutes: options.minutes,
    requests,
    serverErrors,
    rssKb,
    sampleSeconds,
    settledKb: { early: median(settled.slice(0, third)), late: median(settled.slice(-third)) },
    alive: server.alive(),
  };
}
