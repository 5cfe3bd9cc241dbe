import { execSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from "lighthouse";
import { median } from "./median.ts";
import { serveBuild } from "./serve-build.ts";

/** One route of each kind the site has. */
const routes: Record<string, string> = {
  home: "/",
  portfolio: "/portfolio",
  category: "/category/photography",
  "image project": "/project/super-cats",
  "hybrid project": "/project/aquatica",
  blog: "/blog",
  contact: "/contact",
  about: "/about",
  "404": "/a-page-that-does-not-exist",
};
const runsPerRoute = Number(process.env.BENCH_RUNS ?? 3);
const presets = ["mobile", "desktop"] as const;
type Preset = (typeof presets)[number];

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  imageBytes: number;
  totalBytes: number;
}

function timeCommand(command: string): number {
  const started = performance.now();
  execSync(command, { stdio: "ignore" });
  return (performance.now() - started) / 1000;
}

function figuresOf(result: RunnerResult): Figures {
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(runtimeError.message ?? runtimeError.code);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const items = (
    audits["resource-summary"]?.details as {
      items?: { resourceType: string; transferSize: number }[];
    }
  )?.items;
  const bytes = (type: string) =>
    items?.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: bytes("script"),
    imageBytes: bytes("image"),
    totalBytes: bytes("total"),
  };
}

function medians(runs: Figures[]): Figures {
  const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    jsBytes: pick("jsBytes"),
    imageBytes: pick("imageBytes"),
    totalBytes: pick("totalBytes"),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function table(rows: { route: string; preset: Preset; figures: Figures }[]): string {
  const header =
    "| route | preset | Perf | A11y | BP | SEO | LCP | TBT | CLS | JS | images | total |\n|---|---|---|---|---|---|---|---|---|---|---|---|";
  const lines = rows.map(
    ({ route, preset, figures: f }) =>
      `| ${route} | ${preset} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${(f.lcpMs / 1000).toFixed(2)} s | ${Math.round(f.tbtMs)} ms | ${f.cls.toFixed(3)} | ${kb(f.jsBytes)} | ${kb(f.imageBytes)} | ${kb(f.totalBytes)} |`,
  );
  return [header, ...lines].join("\n");
}

async function main(): Promise<void> {
  console.log("Timing the production build (clean, then unchanged)...");
  rmSync("build", { recursive: true, force: true });
  rmSync(".cache", { recursive: true, force: true });
  const cleanBuildSeconds = timeCommand("npm run build");
  const cachedBuildSeconds = timeCommand("npm run build");

  const server = await serveBuild(Number(process.env.BENCH_PORT ?? 4310));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const rows: { route: string; preset: Preset; figures: Figures }[] = [];
  const refused: string[] = [];
  try {
    for (const [route, path] of Object.entries(routes)) {
      for (const preset of presets) {
        const runs: Figures[] = [];
        for (let run = 0; run < runsPerRoute; run += 1) {
          const flags: Flags = { port: chrome.port, output: "json", logLevel: "error" };
          const result = await lighthouse(
            `${server.origin}${path}`,
            flags,
            preset === "desktop" ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
          runs.push(figuresOf(result));
        }
        rows.push({ route, preset, figures: medians(runs) });
        console.log(`  ${route} (${preset}): done`);
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
  }

  const machine = `${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}`;
  const summary = [
    `Lighthouse 13, median of ${runsPerRoute} runs per route and preset, on ${machine}.`,
    "",
    table(rows),
    "",
    ...(refused.length > 0 ? ["Not audited:", ...refused.map((line) => `- ${line}`), ""] : []),
    `Production build: ${cleanBuildSeconds.toFixed(1)} s clean, ${cachedBuildSeconds.toFixed(1)} s unchanged rebuild.`,
  ].join("\n");
  console.log(`\n${summary}`);
  mkdirSync("bench-results", { recursive: true });
  const file = join(
    "bench-results",
    `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
  );
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), machine, runsPerRoute, cleanBuildSeconds, cachedBuildSeconds, rows, refused }, null, 2)}\n`,
  );
  console.log(`\nWrote ${file}`);
}

await main();
