/**
 * Publishing from the Studio, timed as the artist sees it: from pressing Publish (the API call
 * the button makes) until the changed page is served, for a text-only change and for a new
 * project of five 24-megapixel photographs, on a copy of the artist's content/ served by the
 * real server. While the big publish runs, a page is requested again and again, to show the
 * server keeps answering while its build process works.
 *   npm run bench:publish
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";
import type { PublishOverview } from "../../core/studio/publish-api.ts";
import { requireNode24 } from "../../server/require-node.ts";
import { ownerHeaders, servedStudio } from "./bench-studio.ts";
import { median } from "./median.ts";
import { cleanUpOnExit, sleep } from "./server/processes.ts";
import { markdownTable, type Row } from "./server/table.ts";

requireNode24();
cleanUpOnExit();

const password = "bench harbour lantern 77";
const textRuns = 3;
const megapixels = { width: 6000, height: 4000 };

/** A photograph-like picture: soft gradients with grain, different for each seed. */
async function photograph(seed: number): Promise<Buffer> {
  const { width, height } = megapixels;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 7919 + 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const grain = (state % 17) - 8;
      const at = (y * width + x) * 3;
      pixels[at] = Math.min(255, Math.max(0, ((x * 255) / width + seed * 40 + grain) % 256));
      pixels[at + 1] = Math.min(255, Math.max(0, (y * 255) / height + grain));
      pixels[at + 2] = Math.min(
        255,
        Math.max(0, 128 + 100 * Math.sin((x + y) / 300 + seed) + grain),
      );
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function load(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");
}

const root = mkdtempSync(join(tmpdir(), "bench-publish-"));
const contentDir = join(root, "content");
const env = {
  CONTENT_DIR: contentDir,
  BUILD_DIR: join(root, "build"),
  DATA_DIR: join(root, "data"),
  IMAGE_CACHE_DIR: join(root, "images"),
};
try {
  cpSync(resolve("content"), contentDir, { recursive: true });
  // The site as it runs: built once, its pictures in the cache.
  const first = spawnSync(process.execPath, ["scripts/build.ts"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  if (first.status !== 0) throw new Error(`The first build failed: ${first.stderr}`);
  const { server, owner } = await servedStudio(env, password);
  const { origin } = server;
  const studio = (path: string, method = "GET") =>
    fetch(`${origin}/api/studio${path}`, { method, headers: ownerHeaders(origin, owner) });
  // The first visit keeps the live build in the history, before any timing.
  await studio("/publish");

  /** Presses Publish and waits until `page` serves `expected`; the ms it took, and the build's. */
  const publishUntil = async (page: string, expected: string) => {
    const pressed = performance.now();
    const start = await studio("/publish", "POST");
    if (start.status !== 202) throw new Error(`Publish answered ${start.status}`);
    for (;;) {
      const res = await fetch(`${origin}${page}`);
      if (res.ok && (await res.text()).includes(expected)) break;
      await sleep(50);
    }
    const live = performance.now() - pressed;
    // The history step comes after going live; wait for the job to end before the next run.
    let overview: PublishOverview;
    for (;;) {
      overview = (await (await studio("/publish")).json()) as PublishOverview;
      if (overview.job?.finishedAt) break;
      await sleep(100);
    }
    if (!overview.job?.outcome?.ok) throw new Error(JSON.stringify(overview.job?.outcome));
    const steps = Object.fromEntries(overview.job.steps.map((step) => [step.name, step.ms ?? 0]));
    return { live, steps };
  };

  const rows: Row[] = [];
  const loadBefore = load();

  // A text-only change: one sentence of the About page.
  const about = readFileSync(join(contentDir, "about.md"), "utf8");
  const textTimes: number[] = [];
  const textPages: number[] = [];
  for (let run = 1; run <= textRuns; run++) {
    const sentence = `Studio note ${run} ${Date.now()}.`;
    writeFileSync(join(contentDir, "about.md"), `${about.trimEnd()}\n\n${sentence}\n`);
    const { live, steps } = await publishUntil("/about", sentence);
    textTimes.push(live);
    textPages.push(steps.pages ?? 0);
  }
  rows.push([
    "text-only change",
    `About page text, median of ${textRuns} (${textTimes.map(seconds).join(", ")})`,
    seconds(median(textTimes)),
  ]);
  rows.push(["text-only change", "of which: making the pages", seconds(median(textPages))]);

  // A new project of five 24-megapixel photographs, never seen by the image cache.
  const folder = join(contentDir, "projects", "bench-harbour-at-dawn");
  mkdirSync(folder, { recursive: true });
  let bytes = 0;
  const images: string[] = [];
  for (let n = 1; n <= 5; n++) {
    const picture = await photograph(n + (Date.now() % 1000));
    bytes += picture.length;
    writeFileSync(join(folder, `0${n}.jpg`), picture);
    images.push(`  - file: 0${n}.jpg\n    alt: A harbour at dawn, photograph ${n} of 5.`);
  }
  writeFileSync(
    join(folder, "project.md"),
    `---\ntitle: Harbour at Dawn\nyear: "2026"\ncategory: photography\ntype: image\nimages:\n${images.join("\n")}\n---\nFive photographs of the harbour at dawn.\n`,
  );
  const loadBig = load();
  const latencies: number[] = [];
  let publishing = true;
  const probing = (async () => {
    while (publishing) {
      const at = performance.now();
      await (await fetch(`${origin}/portfolio`)).arrayBuffer();
      latencies.push(performance.now() - at);
      await sleep(200);
    }
  })();
  const big = await publishUntil("/project/bench-harbour-at-dawn", "Harbour at Dawn");
  publishing = false;
  await probing;
  rows.push([
    "new project",
    `5 photographs of 24 MP (${(bytes / 1024 / 1024).toFixed(0)} MB of JPEG)`,
    seconds(big.live),
  ]);
  rows.push(["new project", "of which: preparing the pictures", seconds(big.steps.images ?? 0)]);
  rows.push(["new project", "of which: making the pages", seconds(big.steps.pages ?? 0)]);
  rows.push([
    "server meanwhile",
    `/portfolio answered ${latencies.length} times: median / slowest`,
    `${median(latencies).toFixed(0)} ms / ${Math.max(...latencies).toFixed(0)} ms`,
  ]);

  await server.stop();
  console.log(markdownTable(["part", "figure", "time"], rows));
  console.log(
    `\n${cpus().length} cores (${cpus()[0]?.model ?? "unknown"}); load average (1 / 5 / 15 min) before: ${loadBefore}, before the new project: ${loadBig}, after: ${load()}`,
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}
