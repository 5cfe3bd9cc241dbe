import { execSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from "lighthouse";
import { loadSite } from "../../app/content/site.server.ts";
import { browserExecutablePath, chromiumFlags } from "../chromium.ts";
import { median } from "./median.ts";
import { serveBuild } from "./serve-build.ts";

/**
 * One route of each kind the site has, with the status it answers. The Not-found page answers
 * HTTP 404 on purpose; Lighthouse audits a page with an error status only when told to.
 */
const routes: Record<string, { path: string; status: 200 | 404 }> = {
  home: { path: "/", status: 200 },
  portfolio: { path: "/portfolio", status: 200 },
  category: { path: "/category/photography", status: 200 },
  "image project": { path: "/project/super-cats", status: 200 },
  "hybrid project": { path: "/project/aquatica", status: 200 },
  blog: { path: "/blog", status: 200 },
  contact: { path: "/contact", status: 200 },
  about: { path: "/about", status: 200 },
  "404": { path: "/a-page-that-does-not-exist", status: 404 },
};
const runsPerRoute = Number(process.env.BENCH_RUNS ?? 3);

/**
 * The newsletter feed's host, blocked in every run: this machine cannot reach it, and Chromium
 * logs a failed lookup as a console error that Lighthouse would count against the site. Blocked
 * by Lighthouse, the request fails as an ad blocker would make it fail (the Blog page then links
 * to the publication), which Lighthouse does not count. The figures are the site's own.
 */
const blockedThirdParties = [`*${new URL(loadSite().newsletter.feedScriptUrl).host}*`];
const allPresets = ["mobile", "desktop"] as const;
type Preset = (typeof allPresets)[number];

/** The items named in a comma-separated environment variable, or all of them when it is unset. */
function chosen<T extends string>(variable: string, all: readonly T[]): T[] {
  const value = process.env[variable];
  if (!value) return [...all];
  const names = value.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !all.includes(name as T));
  if (unknown.length > 0) {
    throw new Error(`${variable}: unknown ${unknown.join(", ")}; choose from ${all.join(", ")}`);
  }
  return all.filter((name) => names.includes(name));
}

// BENCH_ROUTES=about,blog and BENCH_PRESETS=mobile measure a part; BENCH_SKIP_BUILD=1 audits
// the existing build without timing a new one.
const routeNames = chosen("BENCH_ROUTES", Object.keys(routes));
const presets = chosen("BENCH_PRESETS", allPresets);
const skipBuild = process.env.BENCH_SKIP_BUILD === "1";

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

/**
 * One Lighthouse run. Now and then Chromium's trace misses the navigation's start
 * (NO_NAVSTART), a fault of the recording rather than of the page: such a run is repeated.
 */
async function audit(
  port: number,
  url: string,
  preset: Preset,
  ignoreStatusCode: boolean,
): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    const flags: Flags = {
      port,
      output: "json",
      logLevel: "error",
      blockedUrlPatterns: blockedThirdParties,
      ignoreStatusCode,
    };
    const result = await lighthouse(url, flags, preset === "desktop" ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError?.code !== "NO_NAVSTART" || attempt === 3) return figuresOf(result);
  }
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
  let cleanBuildSeconds = Number.NaN;
  let cachedBuildSeconds = Number.NaN;
  if (!skipBuild) {
    console.log("Timing the production build (clean, then unchanged)...");
    rmSync("build", { recursive: true, force: true });
    rmSync(".cache", { recursive: true, force: true });
    cleanBuildSeconds = timeCommand("npm run build");
    cachedBuildSeconds = timeCommand("npm run build");
  }

  const server = await serveBuild(Number(process.env.BENCH_PORT ?? 4310));
  const chrome = await chromeLauncher.launch({
    chromePath: browserExecutablePath(),
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
  const rows: { route: string; preset: Preset; figures: Figures }[] = [];
  const refused: string[] = [];
  try {
    for (const route of routeNames) {
      const { path, status } = routes[route] ?? { path: "/", status: 200 };
      for (const preset of presets) {
        const runs: Figures[] = [];
        try {
          for (let run = 0; run < runsPerRoute; run += 1) {
            runs.push(await audit(chrome.port, `${server.origin}${path}`, preset, status !== 200));
          }
        } catch (error) {
          refused.push(
            `${route} (${preset}, ${path}): ${error instanceof Error ? error.message : String(error)}`,
          );
          continue;
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
    skipBuild
      ? "Production build: not timed (BENCH_SKIP_BUILD=1)."
      : `Production build: ${cleanBuildSeconds.toFixed(1)} s clean, ${cachedBuildSeconds.toFixed(1)} s unchanged rebuild.`,
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
