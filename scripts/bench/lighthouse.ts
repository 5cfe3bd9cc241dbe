/**
 * `npm run bench`: builds the site in a scratch folder and measures it. Times a clean build,
 * an unchanged rebuild and the rebuild after adding one project of eight pictures; serves the
 * build with the production server; runs Lighthouse (mobile and desktop presets) on one route
 * of each kind; loads the same routes in Chromium with a slow 4G connection and a 4x slower
 * processor applied for real, for the largest paint and the moment the page is interactive.
 *
 * `npm run bench -- --scale 50` does the same for the sample content grown to 50 projects
 * (generated projects of eight sample pictures each), auditing the Portfolio and every
 * category page. See docs/performance.md.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cp, rm } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { contentDir as sampleContentDir } from "../../core/content/content-dir.server.ts";
import { loadCategories, loadSite } from "../../core/content/site.server.ts";
import { buildDirFromEnv } from "../../server/releases/build-dir.ts";
import { requireNode24 } from "../../server/require-node.ts";
import { browserVersion } from "../chromium.ts";
import {
  type AppliedFigures,
  appliedConditions,
  launchBenchBrowser,
  measureApplied,
} from "./applied-throttling.ts";
import { measureFloor } from "./floor-page.ts";
import { type HoveredLink, type HoveredLinkFigures, measureHoveredLink } from "./hovered-link.ts";
import {
  type LighthouseFigures,
  type LighthousePreset,
  lighthousePresets,
  startLighthouse,
} from "./lighthouse-audit.ts";
import { median } from "./median.ts";
import { makeScaleContent, picturesPerProject } from "./scale-content.ts";
import { cleanUpOnExit } from "./server/processes.ts";
import { startSiteServer } from "./server/site-server.ts";
import { loadAverage, type TimedBuild, timeBuild } from "./time-build.ts";

requireNode24();
cleanUpOnExit();

/** The targets of the applied-throttling run, as medians: largest paint, and every island ready. */
const targets = { largestPaintMs: 600, interactiveMs: 1000 } as const;

interface Route {
  name: string;
  path: string;
  /** The Not-found page answers 404 on purpose; Lighthouse audits it only when told to. */
  status: 200 | 404;
}

/** The move the bench times from a hovered link: About to Contact, by the header's link. */
const hoveredLink: HoveredLink = { from: "/about", to: "/contact" };

function hoveredLinkLine({ withTransition, withoutTransition }: HoveredLinkFigures): string {
  const runs = [...withTransition.runs, ...withoutTransition.runs];
  const ready = runs.filter((run) => run.prerendered && run.loadedBeforeClick).length;
  const how = `prerendered and loaded before the click in ${ready} of ${runs.length} moves`;
  return `A hovered link (About to Contact, with a mouse, pointer on the link for 3 s, the same conditions): Contact on screen ${Math.round(withTransition.paintedAfterClickMs)} ms after the click with the pages' cross-fade, ${Math.round(withoutTransition.paintedAfterClickMs)} ms without it (reduced motion), medians of ${withTransition.runs.length} moves each (target ≤ 200 ms; ${how}).`;
}

/** One route of each kind the sample site has. */
const sampleRoutes: Route[] = [
  { name: "home", path: "/", status: 200 },
  { name: "portfolio", path: "/portfolio", status: 200 },
  { name: "category", path: "/category/photography", status: 200 },
  { name: "image project", path: "/project/super-cats", status: 200 },
  { name: "hybrid project", path: "/project/aquatica", status: 200 },
  { name: "video project", path: "/project/surface-tension", status: 200 },
  { name: "blog", path: "/blog", status: 200 },
  { name: "contact", path: "/contact", status: 200 },
  { name: "about", path: "/about", status: 200 },
  { name: "404", path: "/a-page-that-does-not-exist", status: 404 },
];

/** The pages whose size follows the number of projects: the Portfolio and every category. */
function scaleRoutes(content: string): Route[] {
  return [
    { name: "portfolio", path: "/portfolio", status: 200 },
    ...loadCategories(content).map(({ slug }) => ({
      name: `category ${slug}`,
      path: `/category/${slug}`,
      status: 200 as const,
    })),
  ];
}

const allPresets = [...lighthousePresets, "applied"] as const;

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

/** `--scale 50`: the number of projects to grow the sample content to. */
function scaleFromArguments(args: readonly string[]): number | undefined {
  const at = args.indexOf("--scale");
  if (at === -1) return undefined;
  const projects = Number(args[at + 1]);
  if (!Number.isInteger(projects) || projects < 1) {
    throw new Error("--scale takes the number of projects, such as --scale 50");
  }
  return projects;
}

interface RouteFigures {
  route: Route;
  /** Pictures the page's HTML can load (those a script shows later are not counted). */
  pictures: number;
  lighthouse: Partial<Record<LighthousePreset, LighthouseFigures>>;
  applied?: AppliedFigures;
  loadAtStart: string;
}

interface BuildTimes {
  pictures: number;
  projects: number;
  clean: TimedBuild;
  unchanged: TimedBuild;
  oneMoreProject: TimedBuild;
}

const ms = (value: number) => (Number.isNaN(value) ? "–" : `${Math.round(value)} ms`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const sec = (value: number) => `${(value / 1000).toFixed(2)} s`;
const met = (value: number, target: number) => (value <= target ? "yes" : "**no**");

function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}

function lighthouseTable(results: RouteFigures[], presets: LighthousePreset[]): string {
  const rows = results.flatMap(({ route, lighthouse }) =>
    presets.flatMap((preset) => {
      const f = lighthouse[preset];
      if (!f) return [];
      return [
        [
          route.name,
          preset,
          `${f.performance}`,
          `${f.accessibility}`,
          `${f.bestPractices}`,
          `${f.seo}`,
          sec(f.lcpMs),
          ms(f.tbtMs),
          f.cls.toFixed(3),
          kb(f.jsBytes),
          kb(f.imageBytes),
          kb(f.totalBytes),
          Number.isFinite(f.benchmarkIndex) ? `${Math.round(f.benchmarkIndex)}` : "–",
        ],
      ];
    }),
  );
  // The benchmark index of a row's runs tells how fast the machine was at the time: on a shared
  // machine it varies from minute to minute, and the blocking time with it.
  return table(
    [
      "route",
      "preset",
      "Perf",
      "A11y",
      "BP",
      "SEO",
      "LCP",
      "TBT",
      "CLS",
      "JS",
      "images",
      "total",
      "benchmark index",
    ],
    rows,
  );
}

function appliedTable(results: RouteFigures[], floor: AppliedFigures | undefined): string {
  const floorRow = floor
    ? [
        [
          "floor: a bare page",
          ms(floor.largestPaintMs),
          "–",
          ms(floor.interactiveMs),
          "–",
          "–",
          "0",
          "–",
          "–",
          "–",
        ],
      ]
    : [];
  const rows = results.flatMap(({ route, applied, lighthouse, pictures }) => {
    if (!applied) return [];
    const simulated = lighthouse.mobile;
    return [
      [
        route.name,
        ms(applied.largestPaintMs),
        met(applied.largestPaintMs, targets.largestPaintMs),
        ms(applied.interactiveMs),
        met(applied.interactiveMs, targets.interactiveMs),
        kb(applied.imageBytes),
        `${pictures}`,
        simulated ? `${simulated.performance}` : "–",
        simulated ? sec(simulated.lcpMs) : "–",
        simulated ? ms(simulated.tbtMs) : "–",
      ],
    ];
  });
  return table(
    [
      "route",
      "largest paint",
      `≤ ${targets.largestPaintMs} ms`,
      "interactive",
      `≤ ${targets.interactiveMs / 1000} s`,
      "images before interactive",
      "pictures in HTML",
      "Lighthouse mobile",
      "simulated LCP",
      "TBT",
    ],
    [...floorRow, ...rows],
  );
}

function buildTable(times: BuildTimes): string {
  const row = (what: string, build: TimedBuild) => [
    what,
    `${build.seconds.toFixed(1)} s`,
    build.loadAtStart,
  ];
  return table(
    ["build", "time", "load average at start"],
    [
      row(`clean, ${times.pictures} pictures (${times.projects} projects)`, times.clean),
      row("unchanged rebuild", times.unchanged),
      row(`one more project of ${picturesPerProject} pictures`, times.oneMoreProject),
    ],
  );
}

/** The `<img>` elements a page's HTML holds outside `<noscript>`: what it can load by itself. */
function picturesIn(html: string): number {
  return html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "").match(/<img\b/g)?.length ?? 0;
}

interface ScratchSite {
  content: string;
  env: Record<string, string>;
  pictures: number;
  projects: number;
  clean: TimedBuild;
  unchanged: TimedBuild;
  /** The rebuild after adding one more project of eight new pictures. */
  oneMoreProject: TimedBuild;
}

/** Where a build keeps what it reads and writes: content, releases, image cache, data. */
function buildEnv(folder: string) {
  return {
    CONTENT_DIR: join(folder, "content"),
    BUILD_DIR: join(folder, "build"),
    IMAGE_CACHE_DIR: join(folder, "image-cache"),
    // The build and the server under test share a data folder of their own.
    DATA_DIR: join(folder, "data"),
  } satisfies Record<string, string>;
}

/**
 * Copies the content (grown to `projects`) into a scratch folder and builds it there; times
 * that clean build, an unchanged rebuild, and the rebuild after one more project.
 */
async function buildInScratch(scratch: string, projects: number | undefined): Promise<ScratchSite> {
  const env = buildEnv(scratch);
  const content = env.CONTENT_DIR;
  const grown = await makeScaleContent(sampleContentDir, content, projects ?? 0);
  console.log(`Clean build of ${grown.pictures} pictures (${grown.projects} projects)...`);
  const clean = timeBuild(env, true);
  console.log("Unchanged rebuild...");
  const unchanged = timeBuild(env, false);
  // In a copy of the whole folder, so that the site audited next is the one built above; and
  // before any browser runs, so that the build is timed alone on the machine, as it runs for
  // the artist.
  const copy = join(scratch, "one-more-project");
  await Promise.all(
    ["content", "build", "image-cache", "data"]
      .filter((folder) => existsSync(join(scratch, folder)))
      .map((folder) =>
        cp(join(scratch, folder), join(copy, folder), { recursive: true, verbatimSymlinks: true }),
      ),
  );
  const copyEnv = buildEnv(copy);
  const extra = await grown.addProject(copyEnv.CONTENT_DIR);
  console.log(`Rebuild after adding ${extra.id} (${extra.pictures} new pictures)...`);
  const oneMoreProject = timeBuild(copyEnv, true);
  await rm(copy, { recursive: true, force: true });
  return {
    content,
    env,
    pictures: grown.pictures,
    projects: grown.projects,
    clean,
    unchanged,
    oneMoreProject,
  };
}

async function main(): Promise<void> {
  const scale = scaleFromArguments(process.argv.slice(2));
  const presets = chosen("BENCH_PRESETS", allPresets);
  const lighthouseRuns = Number(process.env.BENCH_RUNS ?? 3);
  const appliedRuns = Number(process.env.BENCH_APPLIED_RUNS ?? 5);
  const skipBuild = process.env.BENCH_SKIP_BUILD === "1";
  const startLoad = loadAverage();

  const scratch = skipBuild ? undefined : mkdtempSync(join(tmpdir(), "portfolio-bench-"));
  try {
    const site = scratch ? await buildInScratch(scratch, scale) : undefined;
    const serverEnv = site?.env ?? {};
    const content = site?.content ?? sampleContentDir;
    if (!site) console.log(`Auditing the build in ${buildDirFromEnv()} (BENCH_SKIP_BUILD=1).`);

    const candidates = scale === undefined ? sampleRoutes : scaleRoutes(content);
    const names = chosen(
      "BENCH_ROUTES",
      candidates.map((route) => route.name),
    );
    const routes = candidates.filter((route) => names.includes(route.name));
    // Scale runs measure what grows with the content: the phone figures.
    const lighthouse = presets.filter(
      (preset): preset is LighthousePreset =>
        preset !== "applied" && (scale === undefined || preset === "mobile"),
    );
    // Blocked, the newsletter feed's request fails as an ad blocker would make it fail (the
    // Blog page then links to the publication); this machine cannot reach the host, and
    // Chromium would log the failed lookup as a console error of the site's.
    const blocked = [`*${new URL(loadSite(content).newsletter.feedScriptUrl).host}*`];

    const server = await startSiteServer(Number(process.env.BENCH_PORT ?? 4310), serverEnv);
    const results: RouteFigures[] = [];
    let floor: AppliedFigures | undefined;
    let hovered: HoveredLinkFigures | undefined;
    try {
      // Playwright's browser first: Playwright closes it when the bench exits, whereas
      // chrome-launcher's would outlive a bench that failed before the `finally` below.
      const browser = presets.includes("applied") ? await launchBenchBrowser() : undefined;
      const auditor = lighthouse.length > 0 ? await startLighthouse() : undefined;
      try {
        floor = browser ? await measureFloor(browser, appliedRuns) : undefined;
        for (const route of routes) {
          const url = `${server.origin}${route.path}`;
          const figures: RouteFigures = {
            route,
            pictures: picturesIn(await (await fetch(url)).text()),
            lighthouse: {},
            loadAtStart: loadAverage(),
          };
          for (const preset of lighthouse) {
            figures.lighthouse[preset] = await auditor?.audit(url, preset, lighthouseRuns, {
              blocked,
              ignoreStatusCode: route.status !== 200,
            });
          }
          if (browser) {
            figures.applied = await measureApplied(browser, route.path, appliedRuns, {
              origin: server.origin,
              blockedHosts: blocked,
            });
          }
          results.push(figures);
          console.log(`  ${route.name}: done (load average ${figures.loadAtStart})`);
        }
      } finally {
        auditor?.close();
        await browser?.close();
      }
      if (presets.includes("applied") && scale === undefined) {
        hovered = await measureHoveredLink(server.origin, hoveredLink, appliedRuns);
      }
    } finally {
      await server.stop();
    }
    const times: BuildTimes | undefined = site && {
      pictures: site.pictures,
      projects: site.projects,
      clean: site.clean,
      unchanged: site.unchanged,
      oneMoreProject: site.oneMoreProject,
    };

    const machine = `${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}, ${browserVersion("benchmarks")}`;
    const { latencyMs, downloadBytesPerSecond, cpuSlowdown } = appliedConditions;
    const indexes = results.flatMap(({ lighthouse }) =>
      Object.values(lighthouse).map((figures) => figures.benchmarkIndex),
    );
    const benchmarkIndex =
      indexes.length > 0 ? `; Lighthouse's benchmark index ${Math.round(median(indexes))}` : "";
    const summary = [
      `${scale === undefined ? "Sample content" : `Content grown to ${scale} projects`}, on ${machine}${benchmarkIndex}; load average ${startLoad} at the start, ${loadAverage()} at the end.`,
      "",
      ...(lighthouse.length > 0
        ? [
            `Lighthouse 13, median of ${lighthouseRuns} runs per route and preset:`,
            "",
            lighthouseTable(results, lighthouse),
            "",
          ]
        : []),
      ...(presets.includes("applied")
        ? [
            `Applied throttling (Chromium, ${latencyMs} ms round trip, ${((downloadBytesPerSecond * 8) / 1024 / 1024).toFixed(1)} Mbps down, ${cpuSlowdown}x slower processor, phone screen), median of ${appliedRuns} cold loads; the Lighthouse columns are the simulated mobile figures:`,
            "",
            "The floor is a page of one heading and one paragraph that marks itself hydrated, with the site's opener policy: what any of the site's pages costs on this machine under these conditions.",
            "",
            appliedTable(results, floor),
            "",
            ...(hovered ? [hoveredLinkLine(hovered), ""] : []),
          ]
        : []),
      times ? buildTable(times) : "Builds: not timed (BENCH_SKIP_BUILD=1).",
    ].join("\n");
    console.log(`\n${summary}`);

    mkdirSync("bench-results", { recursive: true });
    const file = resolve(
      "bench-results",
      `site${scale === undefined ? "" : `-scale-${scale}`}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
    );
    writeFileSync(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), machine, scale, startLoad, lighthouseRuns, appliedRuns, appliedConditions, floor, hovered, builds: times, results }, null, 2)}\n`,
    );
    console.log(`\nWrote ${file}`);
  } finally {
    if (scratch && process.env.BENCH_KEEP === "1") console.log(`Kept ${scratch}`);
    else if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
