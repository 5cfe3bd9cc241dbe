import { spawn } from "node:child_process";
import { copyFileSync, cpSync, lstatSync, readFileSync, writeFileSync } from "node:fs";
import { Agent } from "node:https";
import { loadavg } from "node:os";
import { join } from "node:path";
import { loadProjects } from "../../../core/content/projects.server.ts";
import { currentReleaseId, makeCurrent, releaseDir } from "../../../server/releases/releases.ts";
import { request } from "../../deploy/https-request.ts";
import { type Spawner, startLocalCaddy } from "../../deploy/local-caddy.ts";
import { median } from "../median.ts";
import { sleep } from "./processes.ts";
import { startSiteServer } from "./site-server.ts";

export interface BuildSwitchOptions {
  /** A folder of the benchmark's own. */
  work: string;
  /** The build folder whose current build the run starts from, and its content. */
  sourceBuildDir: string;
  contentDir: string;
  builds: number;
  /** Visitors loading pages and their files; every other one reads slowly (see below). */
  clients: number;
  /** Load before the first build, between builds and after the last. */
  quietSeconds: number;
  ports: { server: number; caddyHttp: number; caddyHttps: number };
  spawner: Spawner;
}

interface SwitchFigure {
  release: string;
  buildSeconds: number;
  /**
   * From the switch to the first answer from the new build to a client that asks for the home
   * page again and again.
   */
  firstServedAfterMs: number;
  /** Page requests sent clearly after the switch (see `clockSlackMs`) that an earlier build answered. */
  staleAfterSwitch: number;
  /** For every answer from an earlier build to a request sent after the switch's date: how long after. */
  earlierAnswersSentAfterMs: number[];
}

/**
 * The file system dates the switch (the link's ctime) with the kernel's coarse clock, which can
 * lag the true moment by up to one tick: 4 ms at 250 Hz, 10 ms at 100 Hz. Only requests sent
 * later than that after the dated switch are sure to have been sent after it.
 */
const clockSlackMs = 10;

export interface BuildSwitchFigures {
  switches: SwitchFigure[];
  clients: number;
  seconds: number;
  pages: number;
  files: number;
  errors: number;
  errorSamples: string[];
  /** Pages that referred to a file answered with bytes of another build. */
  mixedPages: number;
  mixedSamples: string[];
  /** Files answered from a build other than the one served (the page's earlier build). */
  filesFromEarlierBuilds: number;
  /** Pages whose files were still being loaded when the next build went live. */
  pagesAcrossSwitch: number;
  /** The median time of the probe's requests for the home page, for scale. */
  probeMedianMs: number;
  loadAverage: { start: number; end: number };
}

/**
 * When a page was asked for and answered, in whole milliseconds of the system clock, the clock
 * of the switch's time (the link's ctime). Rounding down never moves a request sent before a
 * switch to after it; `tookMs` is the request's time, measured finely.
 */
interface PageAnswer {
  sentAt: number;
  receivedAt: number;
  tookMs: number;
  release: string;
}

/** The `/img/` and `/assets/` addresses a page refers to. */
function hashedFilesOf(html: string): string[] {
  return [...new Set(html.match(/\/(?:img|assets)\/[\w.-]+/g) ?? [])];
}

/** The pages of the sitemap of the build in `buildDir`, as paths. */
function sitemapPaths(buildDir: string): string[] {
  const id = currentReleaseId(buildDir) ?? "";
  const sitemap = readFileSync(join(releaseDir(buildDir, id), "client", "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1] ?? "/");
}

/**
 * The n-th edit of the content for the n-th build: the first project's title changes and its
 * first picture is replaced by another of its pictures, so each build has pages and pictures
 * of its own (pictures already encoded, so the build spends its time on the pages).
 */
function editContent(contentDir: string, n: number): void {
  const [project] = loadProjects(contentDir);
  const first = project?.images[0]?.path;
  const other = project?.images[n % project.images.length]?.path;
  if (!project || !first || !other) throw new Error(`${contentDir} has no project with pictures`);
  const file = join(contentDir, "projects", project.id, "project.md");
  const text = readFileSync(file, "utf8");
  writeFileSync(file, text.replace(/^title: .*$/m, `title: ${project.title} (build ${n})`));
  if (other !== first) copyFileSync(join(contentDir, other), join(contentDir, first));
}

function runBuild(env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ["scripts/build.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (data: Buffer) => {
    stderr += data.toString("utf8");
  });
  return new Promise((resolve, reject) =>
    child.on("close", (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`npm run build failed (${code}): ${stderr}`)),
    ),
  );
}

/**
 * Visitors load pages and every file they refer to, through Caddy over HTTPS, while the site
 * is built and switched `builds` times. Every answer must succeed, and every file a page
 * refers to must be that page's build's file: either the answer names the page's build, or its
 * bytes are the file of that name in the page's build.
 */
export async function runBuildSwitches(options: BuildSwitchOptions): Promise<BuildSwitchFigures> {
  const { work, ports } = options;
  const buildDir = join(work, "switch-build");
  const sourceId = currentReleaseId(options.sourceBuildDir);
  if (!sourceId) throw new Error(`There is no build in ${options.sourceBuildDir}`);
  cpSync(releaseDir(options.sourceBuildDir, sourceId), releaseDir(buildDir, sourceId), {
    recursive: true,
  });
  makeCurrent(buildDir, sourceId);
  const content = join(work, "switch-content");
  cpSync(options.contentDir, content, { recursive: true });

  const server = await startSiteServer(ports.server, {
    NODE_ENV: "test",
    TRUST_PROXY: "1",
    BUILD_DIR: buildDir,
    DATA_DIR: join(work, "switch-data"),
    SMTP_URL: "",
  });
  const caddy = await startLocalCaddy(
    {
      siteDomain: "localhost",
      buildDir,
      serverPort: ports.server,
      httpPort: ports.caddyHttp,
      httpsPort: ports.caddyHttps,
      stateDir: join(work, "switch-caddy"),
    },
    options.spawner,
  );
  /** The release that went live and when: the kernel's time of the rename of `current`. */
  const seen: { release: string; at: number }[] = [];
  const recordSwitch = () => {
    const link = join(buildDir, "current");
    const release = currentReleaseId(buildDir) ?? "";
    seen.push({ release, at: Number(lstatSync(link, { bigint: true }).ctimeNs) / 1e6 });
  };

  const agent = new Agent({ keepAlive: true, ca: caddy.rootCertificate });
  const paths = sitemapPaths(buildDir);
  const pages: PageAnswer[] = [];
  const files = new Map<string, Buffer | undefined>();
  const fileOf = (release: string, path: string) => {
    const key = `${release}${path}`;
    if (!files.has(key)) {
      try {
        files.set(key, readFileSync(join(releaseDir(buildDir, release), "client", path)));
      } catch {
        files.set(key, undefined);
      }
    }
    return files.get(key);
  };
  const figures = {
    files: 0,
    errors: 0,
    errorSamples: [] as string[],
    mixedPages: 0,
    mixedSamples: [] as string[],
    filesFromEarlierBuilds: 0,
    pagesAcrossSwitch: 0,
  };
  const error = (text: string) => {
    figures.errors += 1;
    if (figures.errorSamples.length < 5) figures.errorSamples.push(text);
  };
  const get = (path: string) => request(`${caddy.origin}${path}`, { agent });

  let stopped = false;
  // Every other visitor reads: it loads a page's files one by one with pauses, as pictures load
  // while a visitor scrolls, so that its pages are still loading when a build goes live.
  const visitor = async (offset: number, readingPauseMs: number) => {
    for (let n = offset; !stopped; n++) {
      const path = paths[n % paths.length] ?? "/";
      const sentAt = Date.now();
      const askedAt = performance.now();
      const page = await get(path).catch((e: unknown) => error(`${path}: ${String(e)}`));
      if (!page) continue;
      const release = String(page.headers["x-site-release"]);
      if (page.status !== 200) {
        error(`${path}: ${page.status}`);
        continue;
      }
      pages.push({ sentAt, receivedAt: Date.now(), tookMs: performance.now() - askedAt, release });
      let mixed = "";
      for (const file of hashedFilesOf(page.body.toString("utf8"))) {
        if (readingPauseMs > 0) await sleep(readingPauseMs);
        const answer = await get(file).catch((e: unknown) => error(`${file}: ${String(e)}`));
        if (!answer) continue;
        figures.files += 1;
        if (answer.status !== 200) {
          error(`${file}: ${answer.status}`);
          continue;
        }
        const from = answer.headers["x-site-release"];
        if (from !== undefined && from !== currentReleaseId(buildDir)) {
          figures.filesFromEarlierBuilds += 1;
        }
        const own = from === release || fileOf(release, file)?.equals(answer.body) === true;
        if (!own) mixed ||= `${path} of ${release} got ${file} from ${from ?? "the build served"}`;
      }
      if (currentReleaseId(buildDir) !== release) figures.pagesAcrossSwitch += 1;
      if (mixed) {
        figures.mixedPages += 1;
        if (figures.mixedSamples.length < 5) figures.mixedSamples.push(mixed);
      }
    }
  };

  // Asks for the home page again and again on a connection of its own: the first answer from
  // a new build shows how soon after the switch it is served.
  const probes: PageAnswer[] = [];
  const prober = async () => {
    const own = new Agent({ keepAlive: true, maxSockets: 1, ca: caddy.rootCertificate });
    while (!stopped) {
      const sentAt = Date.now();
      const askedAt = performance.now();
      const page = await request(`${caddy.origin}/`, { agent: own }).catch((e: unknown) =>
        error(`/ (probe): ${String(e)}`),
      );
      if (!page) continue;
      if (page.status !== 200) error(`/ (probe): ${page.status}`);
      else
        probes.push({
          sentAt,
          receivedAt: Date.now(),
          tookMs: performance.now() - askedAt,
          release: String(page.headers["x-site-release"]),
        });
    }
    own.destroy();
  };

  const startLoad = loadavg()[0] ?? 0;
  const started = performance.now();
  const visitors = [
    prober(),
    ...Array.from({ length: options.clients }, (_, i) => visitor(i * 3, i % 2 === 1 ? 20 : 0)),
  ];
  const buildSeconds: number[] = [];
  try {
    await sleep(options.quietSeconds * 1000);
    for (let n = 1; n <= options.builds; n++) {
      editContent(content, n);
      console.log(`build switches: build ${n} of ${options.builds} under load…`);
      buildSeconds.push(await runBuild({ CONTENT_DIR: content, BUILD_DIR: buildDir }));
      recordSwitch();
      await sleep(options.quietSeconds * 1000);
    }
  } finally {
    stopped = true;
    await Promise.all(visitors);
    agent.destroy();
    await caddy.stop();
    await server.stop();
  }

  const switches = seen.map(({ release, at }, index): SwitchFigure => {
    const fromIt = probes.filter((page) => page.release === release);
    const first = Math.min(...fromIt.map((page) => page.receivedAt));
    const earlierIds = [sourceId, ...seen.slice(0, index).map((s) => s.release)];
    const earlierAfter = [...pages, ...probes]
      .filter((page) => page.sentAt > at && earlierIds.includes(page.release))
      .map((page) => page.sentAt - at);
    return {
      release,
      buildSeconds: buildSeconds[index] ?? Number.NaN,
      firstServedAfterMs: first - at,
      staleAfterSwitch: earlierAfter.filter((ms) => ms > clockSlackMs).length,
      earlierAnswersSentAfterMs: earlierAfter,
    };
  });
  return {
    switches,
    clients: options.clients,
    seconds: (performance.now() - started) / 1000,
    pages: pages.length + probes.length,
    ...figures,
    probeMedianMs: median(probes.map((probe) => probe.tookMs)),
    loadAverage: { start: startLoad, end: loadavg()[0] ?? 0 },
  };
}
