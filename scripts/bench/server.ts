import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { currentReleaseId } from "../../server/releases/releases.ts";
import { SmtpTestServer } from "../../server/testing/smtp-test-server.ts";
import { request } from "../deploy/https-request.ts";
import { type LocalCaddy, startLocalCaddy } from "../deploy/local-caddy.ts";
import { type BuildSwitchFigures, runBuildSwitches } from "./server/build-switches.ts";
import { type ContactLoadResult, runContactLoad } from "./server/contact-load.ts";
import { checkDeliveries, copiesById, type DeliveryCheck } from "./server/deliveries.ts";
import { type FuzzResult, runFuzz } from "./server/fuzz.ts";
import { readStored } from "./server/message-db.ts";
import { startNginx } from "./server/nginx.ts";
import { cleanUpOnExit, killAllTracked, sleep, spawnTracked } from "./server/processes.ts";
import { ensureTools } from "./server/setup.ts";
import { type SiteServer, startSiteServer } from "./server/site-server.ts";
import { runSoak, type SoakResult } from "./server/soak.ts";
import { markdownTable, type Row } from "./server/table.ts";
import { runWrk, type WrkResult } from "./server/wrk.ts";

const setting = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const config = {
  staticSeconds: setting("BENCH_STATIC_SECONDS", 10),
  staticConnections: setting("BENCH_STATIC_CONNECTIONS", 32),
  wrkThreads: setting("BENCH_WRK_THREADS", 1),
  contactSeconds: setting("BENCH_CONTACT_SECONDS", 15),
  contactConcurrency: (process.env.BENCH_CONTACT_CONCURRENCY ?? "1,8,32").split(",").map(Number),
  crashSeconds: setting("BENCH_CRASH_SECONDS", 8),
  outageSeconds: setting("BENCH_OUTAGE_SECONDS", 12),
  fuzzRandom: setting("BENCH_FUZZ_RANDOM", 300),
  fuzzSeed: setting("BENCH_FUZZ_SEED", 1),
  fuzzPasses: Math.max(2, setting("BENCH_FUZZ_PASSES", 5)),
  deliveryTimeoutSeconds: setting("BENCH_DELIVERY_TIMEOUT_SECONDS", 180),
  switchBuilds: setting("BENCH_SWITCH_BUILDS", 3),
  switchClients: setting("BENCH_SWITCH_CLIENTS", 8),
  switchQuietSeconds: setting("BENCH_SWITCH_QUIET_SECONDS", 3),
  soakMinutes: setting("BENCH_SOAK_MINUTES", 30),
  soakClients: setting("BENCH_SOAK_CLIENTS", 8),
};
/** BENCH_ONLY=static,fuzz runs just those parts (for investigating); the default runs all. */
const parts = (
  process.env.BENCH_ONLY ?? "static,caddy,switch,contact,crash,outage,fuzz,soak"
).split(",");
const only = (part: string) => parts.includes(part);
const basePort = setting("BENCH_PORT_BASE", 4400);
const ports = {
  ours: basePort + 1,
  nginx: basePort + 2,
  contact: basePort + 3,
  crash: basePort + 4,
  outage: basePort + 5,
  fuzz: basePort + 6,
  soak: basePort + 16,
  caddyServer: basePort + 7,
  caddyHttp: basePort + 8,
  caddyHttps: basePort + 9,
  smtp: basePort + 10,
  nginxHttps: basePort + 12,
  switchServer: basePort + 13,
  switchHttp: basePort + 14,
  switchHttps: basePort + 15,
};
const buildDir = resolve("build");
const clientDir = join(buildDir, "current", "client");
/** The 1-minute load average when each part started: the machine may be doing other work. */
const loadAtStart: Record<string, number> = {};
const work = mkdtempSync(join(tmpdir(), "bench-server-"));
const failures: string[] = [];
const check = (ok: boolean, failure: string) => {
  if (!ok) failures.push(failure);
};

/** Environment of a server under test: rate limit lifted (allowed only with NODE_ENV=test). */
const testEnv = (dataDir: string, extra: Record<string, string> = {}) => ({
  NODE_ENV: "test",
  RATE_LIMIT_DISABLED: "true",
  BUILD_DIR: buildDir,
  DATA_DIR: dataDir,
  SMTP_URL: "",
  ...extra,
});

function midSizeImage(): { path: string; bytes: number } {
  const target = 250 * 1024;
  const images = readdirSync(join(clientDir, "img"))
    .filter((name) => name.endsWith(".avif"))
    .map((name) => ({ path: `/img/${name}`, bytes: statSync(join(clientDir, "img", name)).size }))
    .sort((a, b) => Math.abs(a.bytes - target) - Math.abs(b.bytes - target));
  const image = images[0];
  if (!image) throw new Error("The build has no AVIF images");
  return image;
}

/** One side of a throughput comparison: who served, with which encoding, how fast. */
interface Contender {
  name: string;
  origin: string;
  /** The authority that signed its certificate, for HTTPS origins. */
  ca?: string;
}

interface StaticFigures {
  target: string;
  path: string;
  first: { name: string; encoding: string; result: WrkResult };
  second: { name: string; encoding: string; result: WrkResult };
  /** The first's requests per second as a fraction of the second's. */
  ratio: number;
}

interface StaticTarget {
  target: string;
  path: string;
  headers: Record<string, string>;
}

async function encodingOf(contender: Contender, target: StaticTarget): Promise<string> {
  const url = `${contender.origin}${target.path}`;
  const res = await request(url, {
    headers: target.headers,
    ...(contender.ca ? { ca: contender.ca } : {}),
  });
  check(res.status === 200, `${url} answered ${res.status}`);
  return String(res.headers["content-encoding"] ?? "identity");
}

function staticTargets(): StaticTarget[] {
  const image = midSizeImage();
  return [
    { target: "home page HTML (br)", path: "/", headers: { "Accept-Encoding": "br, gzip" } },
    {
      target: `image ${Math.round(image.bytes / 1024)} KB AVIF`,
      path: image.path,
      headers: { Accept: "image/avif,image/*" },
    },
  ];
}

/** wrk against two servers of the same files, one target after the other. */
async function compareStatic(first: Contender, second: Contender): Promise<StaticFigures[]> {
  const figures: StaticFigures[] = [];
  for (const target of staticTargets()) {
    const run = async (contender: Contender) => {
      const encoding = await encodingOf(contender, target);
      console.log(`static: ${target.target} from ${contender.name} (${contender.origin})…`);
      const result = await runWrk({
        url: `${contender.origin}${target.path}`,
        seconds: config.staticSeconds,
        connections: config.staticConnections,
        threads: config.wrkThreads,
        headers: target.headers,
      });
      check(
        result.non2xx === 0 && result.socketErrors === 0,
        `static ${target.target} (${contender.name}): ${result.non2xx} non-2xx, ${result.socketErrors} socket errors`,
      );
      return { name: contender.name, encoding, result };
    };
    const a = await run(first);
    const b = await run(second);
    figures.push({
      target: target.target,
      path: target.path,
      first: a,
      second: b,
      ratio: a.result.requestsPerSecond / b.result.requestsPerSecond,
    });
  }
  return figures;
}

/** Our server and nginx, each serving build/current/client over plain HTTP on one core. */
async function staticThroughput(): Promise<StaticFigures[]> {
  const ours = await startSiteServer(ports.ours, testEnv(join(work, "static-data")));
  const nginx = await startNginx(ports.nginx, clientDir, join(work, "nginx"));
  try {
    return await compareStatic(
      { name: "ours", origin: ours.origin },
      { name: "nginx", origin: nginx.origin },
    );
  } finally {
    await ours.stop();
    await nginx.stop();
  }
}

/**
 * The site as a server runs it, Caddy (deploy/Caddyfile, HTTPS) in front of our server, against
 * nginx serving the same files over HTTPS with the same certificate.
 */
async function caddyThroughput(): Promise<StaticFigures[]> {
  const ours = await startSiteServer(ports.caddyServer, {
    ...testEnv(join(work, "caddy-data")),
    TRUST_PROXY: "1",
  });
  let caddy: LocalCaddy | undefined;
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    caddy = await startLocalCaddy(
      {
        siteDomain: "localhost",
        buildDir,
        serverPort: ports.caddyServer,
        httpPort: ports.caddyHttp,
        httpsPort: ports.caddyHttps,
        stateDir: join(work, "caddy"),
      },
      spawnTracked,
    );
    nginx = await startNginx(
      ports.nginxHttps,
      clientDir,
      join(work, "nginx-https"),
      caddy.certificateFiles,
    );
    return await compareStatic(
      { name: "Caddy", origin: caddy.origin, ca: caddy.rootCertificate },
      { name: "nginx", origin: nginx.origin, ca: caddy.rootCertificate },
    );
  } finally {
    await nginx?.stop();
    await caddy?.stop();
    await ours.stop();
  }
}

async function buildSwitches(): Promise<BuildSwitchFigures> {
  const figures = await runBuildSwitches({
    work,
    sourceBuildDir: buildDir,
    contentDir: resolve("content"),
    builds: config.switchBuilds,
    clients: config.switchClients,
    quietSeconds: config.switchQuietSeconds,
    ports: {
      server: ports.switchServer,
      caddyHttp: ports.switchHttp,
      caddyHttps: ports.switchHttps,
    },
    spawner: spawnTracked,
  });
  check(
    figures.errors === 0,
    `build switches: ${figures.errors} failed requests: ${figures.errorSamples.join("; ")}`,
  );
  check(
    figures.mixedPages === 0,
    `build switches: ${figures.mixedPages} pages got files of another build: ${figures.mixedSamples.join("; ")}`,
  );
  check(
    figures.switches.length === config.switchBuilds,
    `build switches: ${figures.switches.length} switches seen, ${config.switchBuilds} builds`,
  );
  for (const s of figures.switches) {
    check(
      s.staleAfterSwitch === 0,
      `build switches: ${s.staleAfterSwitch} pages sent after the switch to ${s.release} came from the build before`,
    );
    check(
      Number.isFinite(s.firstServedAfterMs),
      `build switches: no page was served from ${s.release}`,
    );
  }
  return figures;
}

interface ContactFigures extends Omit<ContactLoadResult, "acceptedIds"> {
  accepted: number;
  stored: number;
  acceptedNotStored: number;
}

async function contactUnderLoad(): Promise<ContactFigures[]> {
  const figures: ContactFigures[] = [];
  for (const concurrency of config.contactConcurrency) {
    const dataDir = join(work, `contact-${concurrency}`);
    const server = await startSiteServer(ports.contact, testEnv(dataDir));
    try {
      console.log(`contact API: ${concurrency} concurrent clients for ${config.contactSeconds} s…`);
      const { acceptedIds, ...load } = await runContactLoad({
        origin: server.origin,
        concurrency,
        seconds: config.contactSeconds,
        keyPrefix: `load-${concurrency}-${Date.now()}`,
      });
      const stored = readStored(dataDir);
      const acceptedNotStored = acceptedIds.filter((id) => !stored.ids.has(id)).length;
      check(
        stored.ids.size === acceptedIds.length && acceptedNotStored === 0,
        `contact c=${concurrency}: ${acceptedIds.length} answers 202 but ${stored.ids.size} stored (${acceptedNotStored} missing)`,
      );
      check(
        acceptedIds.length === load.sent,
        `contact c=${concurrency}: ${load.sent - acceptedIds.length} of ${load.sent} requests not accepted: ${JSON.stringify(load.statuses)}`,
      );
      figures.push({
        ...load,
        accepted: acceptedIds.length,
        stored: stored.ids.size,
        acceptedNotStored,
      });
    } finally {
      await server.stop();
    }
  }
  return figures;
}

/** Waits until every stored message reached the mail server and none is pending. */
async function waitForDelivery(
  dataDir: string,
  received: () => SmtpTestServer["received"],
): Promise<boolean> {
  const deadline = Date.now() + config.deliveryTimeoutSeconds * 1000;
  while (Date.now() < deadline) {
    const stored = readStored(dataDir);
    const copies = copiesById(received());
    const pending = stored.byStatus.pending ?? 0;
    if (pending === 0 && [...stored.ids].every((id) => copies.has(id))) return true;
    await sleep(250);
  }
  return false;
}

/** Every message answered 202 was stored, and every stored one was delivered exactly once. */
function checkNothingLost(part: string, result: DeliveryCheck): void {
  check(
    result.acceptedNotStored === 0,
    `${part}: ${result.acceptedNotStored} answers 202 not in the database`,
  );
  check(result.missing === 0, `${part}: ${result.missing} stored messages never delivered`);
  check(result.duplicates === 0, `${part}: ${result.duplicates} duplicate deliveries`);
}

interface CrashFigures extends DeliveryCheck {
  accepted: number;
  statuses: Record<string, number>;
  killedAtSeconds: number;
  restartSeconds: number;
  deliveredInSeconds: number;
  storedWithoutAnswer: number;
}

async function crashSafety(): Promise<CrashFigures> {
  const smtp = await SmtpTestServer.start(ports.smtp);
  const dataDir = join(work, "crash");
  const env = testEnv(dataDir, { SMTP_URL: smtp.url });
  let server: SiteServer = await startSiteServer(ports.crash, env);
  let killedAtSeconds = 0;
  let restartSeconds = 0;
  try {
    console.log(`crash safety: load for ${config.crashSeconds} s, SIGKILL halfway, restart…`);
    const { acceptedIds, statuses } = await runContactLoad(
      {
        origin: server.origin,
        concurrency: 8,
        seconds: config.crashSeconds,
        keyPrefix: `crash-${Date.now()}`,
      },
      async (elapsed) => {
        await sleep((config.crashSeconds * 1000) / 2);
        killedAtSeconds = elapsed() / 1000;
        await server.kill();
        const t0 = performance.now();
        server = await startSiteServer(ports.crash, env);
        restartSeconds = (performance.now() - t0) / 1000;
      },
    );
    const t0 = performance.now();
    const drained = await waitForDelivery(dataDir, () => smtp.received);
    const deliveredInSeconds = (performance.now() - t0) / 1000;
    const stored = readStored(dataDir);
    const result = checkDeliveries(acceptedIds, stored.ids, copiesById(smtp.received));
    check(drained, `crash: not every message delivered within ${config.deliveryTimeoutSeconds} s`);
    checkNothingLost("crash", result);
    return {
      ...result,
      accepted: acceptedIds.length,
      statuses,
      killedAtSeconds,
      restartSeconds,
      deliveredInSeconds,
      storedWithoutAnswer: stored.ids.size - acceptedIds.filter((id) => stored.ids.has(id)).length,
    };
  } finally {
    await server.stop();
    await smtp.stop();
  }
}

interface OutageFigures extends DeliveryCheck {
  accepted: number;
  outageSeconds: number;
  backlog: number;
  drainSeconds: number;
}

async function mailOutage(): Promise<OutageFigures> {
  const first = await SmtpTestServer.start(ports.smtp + 1);
  let second: SmtpTestServer | undefined;
  const dataDir = join(work, "outage");
  const server = await startSiteServer(
    ports.outage,
    testEnv(dataDir, { SMTP_URL: first.url, OUTBOX_RETRY_BASE_MS: "500" }),
  );
  try {
    console.log(
      `mail outage: load for ${config.outageSeconds} s, mail server down from a third of it…`,
    );
    let downAt = 0;
    const { acceptedIds } = await runContactLoad(
      {
        origin: server.origin,
        concurrency: 4,
        seconds: config.outageSeconds,
        keyPrefix: `outage-${Date.now()}`,
      },
      async () => {
        await sleep((config.outageSeconds * 1000) / 3);
        await first.stop();
        downAt = performance.now();
      },
    );
    const backlog = readStored(dataDir).byStatus.pending ?? 0;
    second = await SmtpTestServer.start(ports.smtp + 1);
    const returnedAt = performance.now();
    const restarted = second;
    const drained = await waitForDelivery(dataDir, () => [
      ...first.received,
      ...restarted.received,
    ]);
    const drainSeconds = (performance.now() - returnedAt) / 1000;
    const stored = readStored(dataDir);
    const result = checkDeliveries(
      acceptedIds,
      stored.ids,
      copiesById([...first.received, ...second.received]),
    );
    check(drained, `outage: backlog not delivered within ${config.deliveryTimeoutSeconds} s`);
    checkNothingLost("outage", result);
    return {
      ...result,
      accepted: acceptedIds.length,
      outageSeconds: (returnedAt - downAt) / 1000,
      backlog,
      drainSeconds,
    };
  } finally {
    await server.stop();
    await second?.stop();
  }
}

async function badInput(): Promise<FuzzResult> {
  const server = await startSiteServer(ports.fuzz, testEnv(join(work, "fuzz")));
  try {
    console.log("bad input: fuzzing the API and the static routes…");
    const result = await runFuzz(
      server,
      ports.fuzz,
      config.fuzzSeed,
      config.fuzzRandom,
      config.fuzzPasses,
    );
    check(result.serverErrors === 0, `fuzz: ${result.serverErrors} answers 5xx`);
    check(result.alive && result.healthOk, "fuzz: the server died or its health check failed");
    check(
      result.leaks.length === 0,
      `fuzz: files outside the build served: ${result.leaks.join("; ")}`,
    );
    check(
      result.slowBodyCutOffMs < 25_000,
      `fuzz: a never-ending body held its connection ${result.slowBodyCutOffMs} ms`,
    );
    check(
      result.slowHeadersCutOffMs < 15_000,
      `fuzz: a never-ending head held its connection ${result.slowHeadersCutOffMs} ms`,
    );
    return result;
  } finally {
    await server.stop();
  }
}

/** How much the memory may still grow after warm-up, from the early third to the last. */
const soakGrowthAllowed = 0.1;

async function soak(): Promise<SoakResult> {
  const dataDir = join(work, "soak");
  // The Studio is on, so that guesses at its sign-in meet its throttle as on a real site.
  const studio = spawnSync(process.execPath, ["scripts/studio.ts", "set-password"], {
    input: "a soak test passphrase 9\n",
    env: { ...process.env, DATA_DIR: dataDir },
  });
  if (studio.status !== 0) throw new Error(`studio set-password failed: ${studio.stderr}`);
  const server = await startSiteServer(ports.soak, testEnv(dataDir));
  try {
    console.log(
      `soak: ${config.soakMinutes} min of visitors, messages and bad input, ${config.soakClients} at a time…`,
    );
    const result = await runSoak(server, ports.soak, {
      minutes: config.soakMinutes,
      clients: config.soakClients,
      clientDir,
      seed: config.fuzzSeed,
    });
    check(result.alive, "soak: the server died");
    check(result.serverErrors === 0, `soak: ${result.serverErrors} answers 5xx`);
    const { early, late } = result.settledKb;
    check(
      late <= early * (1 + soakGrowthAllowed),
      `soak: memory kept growing after warm-up (${mb(early)} → ${mb(late)})`,
    );
    return result;
  } finally {
    await server.stop();
  }
}

const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const signedMb = (kb: number) => `${kb >= 0 ? "+" : "-"}${(Math.abs(kb) / 1024).toFixed(1)} MB`;
const lastPassGrowthKb = (fuzz: FuzzResult) =>
  (fuzz.rssAfterPassKb.at(-1) ?? Number.NaN) - (fuzz.rssAfterPassKb.at(-2) ?? Number.NaN);
const perSecond = (value: number) => `${Math.round(value).toLocaleString("en-US")}/s`;

/** The two rows that show nothing was lost: what was answered, stored and delivered. */
function deliveryRows(part: string, figures: DeliveryCheck & { accepted: number }): Row[] {
  return [
    [
      part,
      "202s / stored / delivered",
      `${figures.accepted} / ${figures.stored} / ${figures.delivered}`,
    ],
    [
      part,
      "202s lost, undelivered, duplicates",
      `${figures.acceptedNotStored}, ${figures.missing}, ${figures.duplicates}`,
    ],
  ];
}

function staticRows(section: string, figures: StaticFigures[]): Row[] {
  return figures.flatMap((s): Row[] => {
    const side = ({ name, result }: StaticFigures["first"]): Row => [
      `${section}: ${s.target}`,
      `${name}: req/s, p50, p99`,
      `${perSecond(result.requestsPerSecond)}, ${ms(result.p50Ms)}, ${ms(result.p99Ms)}`,
    ];
    return [
      side(s.first),
      side(s.second),
      [`${section}: ${s.target}`, `${s.first.name} / ${s.second.name} (req/s)`, s.ratio.toFixed(2)],
    ];
  });
}

function switchRows(figures: BuildSwitchFigures): Row[] {
  const section = `Build switches under load (${figures.clients} visitors via Caddy)`;
  const list = (values: string[]) => values.join(", ");
  return [
    [
      section,
      "builds switched, each build took",
      `${figures.switches.length}: ${list(figures.switches.map((s) => `${s.buildSeconds.toFixed(1)} s`))}`,
    ],
    [
      section,
      "requests (pages + files), failed",
      `${(figures.pages + figures.files).toLocaleString("en-US")} (${figures.pages.toLocaleString("en-US")} + ${figures.files.toLocaleString("en-US")}), ${figures.errors}`,
    ],
    [section, "pages mixing two builds", String(figures.mixedPages)],
    [
      section,
      "pages still loading at a switch; their files from the earlier build",
      `${figures.pagesAcrossSwitch}; ${figures.filesFromEarlierBuilds.toLocaleString("en-US")}`,
    ],
    [
      section,
      "first answer from the new build after the switch (a request: median)",
      `${list(figures.switches.map((s) => ms(s.firstServedAfterMs)))} (${ms(figures.probeMedianMs)})`,
    ],
    [
      section,
      "pages sent after the switch from the build before",
      list(figures.switches.map((s) => String(s.staleAfterSwitch))),
    ],
  ];
}

function soakRows(soaked: SoakResult): Row[] {
  const section = `Soak (${soaked.minutes} min)`;
  const total = Object.values(soaked.requests).reduce((sum, count) => sum + count, 0);
  const every = Math.max(1, Math.floor(soaked.rssKb.length / 8));
  const curve = soaked.rssKb.filter((_, i) => i % every === 0 || i === soaked.rssKb.length - 1);
  return [
    [
      section,
      "requests: visitors, contact, bad input, Studio guesses; 5xx",
      `${[soaked.requests.visitor, soaked.requests.contact, soaked.requests["bad input"], soaked.requests.studio].map((count) => count.toLocaleString("en-US")).join(", ")} (${perSecond(total / (soaked.minutes * 60))}); ${soaked.serverErrors}`,
    ],
    [section, "RSS over the run", curve.map(mb).join(" → ")],
    [
      section,
      "RSS after warm-up: early third, last third (median)",
      `${mb(soaked.settledKb.early)}, ${mb(soaked.settledKb.late)}`,
    ],
  ];
}

function tableOf(
  statics: StaticFigures[],
  viaCaddy: StaticFigures[],
  switches: BuildSwitchFigures | undefined,
  contact: ContactFigures[],
  crash: CrashFigures | undefined,
  outage: OutageFigures | undefined,
  fuzz: FuzzResult | undefined,
  soaked: SoakResult | undefined,
): string {
  const rows: Row[] = [...staticRows("Static", statics), ...staticRows("Static, HTTPS", viaCaddy)];
  if (switches) rows.push(...switchRows(switches));
  for (const c of contact) {
    rows.push([
      `Contact API, ${c.concurrency} client${c.concurrency === 1 ? "" : "s"}`,
      "accepted/s, p50, p99; 202s = stored",
      `${perSecond(c.acceptedPerSecond)}, ${ms(c.p50Ms)}, ${ms(c.p99Ms)}; ${c.accepted.toLocaleString("en-US")} = ${c.stored.toLocaleString("en-US")}`,
    ]);
  }
  if (crash) {
    rows.push(...deliveryRows("Crash (SIGKILL mid-load)", crash));
  }
  if (outage) {
    rows.push([
      "Mail outage",
      "outage, backlog at return",
      `${outage.outageSeconds.toFixed(1)} s, ${outage.backlog} messages`,
    ]);
    rows.push(["Mail outage", "backlog drained in", `${outage.drainSeconds.toFixed(1)} s`]);
    rows.push(...deliveryRows("Mail outage", outage));
  }
  if (fuzz) {
    rows.push(["Bad input", "inputs tried", String(fuzz.inputs)]);
    rows.push([
      "Bad input",
      "5xx, crashes, files leaked",
      `${fuzz.serverErrors}, ${fuzz.alive && fuzz.healthOk ? 0 : 1}, ${fuzz.leaks.length}`,
    ]);
    rows.push([
      "Bad input",
      "never-ending body / head cut off after",
      `${(fuzz.slowBodyCutOffMs / 1000).toFixed(1)} s / ${(fuzz.slowHeadersCutOffMs / 1000).toFixed(1)} s`,
    ]);
    rows.push([
      "Bad input",
      `RSS before, after each of ${fuzz.rssAfterPassKb.length} passes`,
      `${[fuzz.rssBeforeKb, ...fuzz.rssAfterPassKb].map(mb).join(" → ")} (last pass: ${signedMb(lastPassGrowthKb(fuzz))})`,
    ]);
  }
  if (soaked) rows.push(...soakRows(soaked));
  rows.push([
    "Machine",
    "load average (1 min) as each part started",
    Object.entries(loadAtStart)
      .map(([part, load]) => `${part} ${load.toFixed(1)}`)
      .join(", "),
  ]);
  return markdownTable(["Scenario", "Figure", "Value"], rows);
}

function machine() {
  const nodeVersion = process.version;
  const nginxVersion = spawnSync("nginx", ["-v"], { encoding: "utf8" }).stderr.trim();
  const wrkVersion = spawnSync("wrk", ["-v"], { encoding: "utf8" }).stdout.split("\n")[0]?.trim();
  const caddyVersion = spawnSync("caddy", ["version"], { encoding: "utf8" }).stdout.trim();
  return {
    cpu: cpus()[0]?.model ?? "unknown",
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: nodeVersion,
    nginx: nginxVersion,
    wrk: wrkVersion,
    caddy: caddyVersion,
  };
}

async function main(): Promise<void> {
  cleanUpOnExit();
  process.on("exit", () => rmSync(work, { recursive: true, force: true }));
  ensureTools();
  if (currentReleaseId(buildDir) === undefined) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  const started = performance.now();
  const part = async <T>(name: string, run: () => Promise<T>): Promise<T | undefined> => {
    if (!only(name)) return undefined;
    loadAtStart[name] = loadavg()[0] ?? 0;
    return run();
  };
  const statics = (await part("static", staticThroughput)) ?? [];
  const viaCaddy = (await part("caddy", caddyThroughput)) ?? [];
  const switches = await part("switch", buildSwitches);
  const contact = (await part("contact", contactUnderLoad)) ?? [];
  const crash = await part("crash", crashSafety);
  const outage = await part("outage", mailOutage);
  const fuzz = await part("fuzz", badInput);
  const soaked = await part("soak", soak);
  loadAtStart.end = loadavg()[0] ?? 0;
  const table = tableOf(statics, viaCaddy, switches, contact, crash, outage, fuzz, soaked);
  const results = {
    date: new Date().toISOString(),
    machine: machine(),
    config,
    durationSeconds: (performance.now() - started) / 1000,
    static: statics,
    viaCaddy,
    switches,
    loadAverage: loadAtStart,
    contact,
    crash,
    outage,
    fuzz,
    soak: soaked,
    failures,
    table,
  };
  mkdirSync("bench-results", { recursive: true });
  const file = join("bench-results", `server-${results.date.replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${table}\n`);
  console.log(
    `Machine: ${results.machine.cpu}, ${results.machine.cores} cores, ${results.machine.memoryGb} GB; Node ${results.machine.node}; ${results.machine.nginx}; Caddy ${results.machine.caddy}; ${results.machine.wrk}`,
  );
  console.log(`Run took ${results.durationSeconds.toFixed(0)} s. Results: ${file}`);
  if (failures.length > 0) {
    console.error(`\nFAILED:\n- ${failures.join("\n- ")}`);
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  killAllTracked();
  rmSync(work, { recursive: true, force: true });
}
