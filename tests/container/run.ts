/**
 * `npm run test:container`: the site's image and compose.yaml, run the way docs/going-online.md
 * runs them, with podman. It builds the image, starts it on an empty volume and checks the site,
 * a contact message kept through a stop and a restart, the compose file with Caddy serving the
 * site over HTTPS, and an upgrade from the previous commit's image. Everything it starts runs on
 * 127.0.0.1 at free ports, under names of its own, and is removed at the end (the images stay,
 * so that the next run builds from podman's cache). Not part of `npm test`: it needs podman,
 * podman-compose and the base images debian:trixie-slim and caddy:2.
 */

import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { must, run, waitFor } from "./command.ts";
import { ComposeStack } from "./compose-stack.ts";
import { sendMessage } from "./contact-message.ts";
import { SiteContainer } from "./site-container.ts";
import { buildImage, buildImageOf, imageSizeMb, previousCommit } from "./site-image.ts";
import {
  chooseStudioPassword,
  setupAddressIn,
  signedIn,
  signInWithPassword,
} from "./studio-setup.ts";

const repository = resolve(import.meta.dirname, "../..");
const image = "localhost/portfolio-site:test";
const previousImage = "localhost/portfolio-site:test-previous";
const runName = `site-test-${process.pid}`;

const cleanups: (() => Promise<void>)[] = [];
let steps = 0;
let checks = 0;
const figures: string[] = [];

function heading(text: string): void {
  steps += 1;
  console.log(`\n${steps}. ${text}`);
}

function detail(line: string): void {
  console.log(`   │ ${line}`);
}

function check(passed: boolean, what: string, otherwise = ""): void {
  if (!passed) throw new Error(`${what}: no${otherwise ? ` (${otherwise})` : ""}`);
  checks += 1;
  console.log(`   ✓ ${what}`);
}

function figure(text: string): void {
  figures.push(text);
  console.log(`   ⏱ ${text}`);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolvePort(address.port) : reject(),
      );
    });
  });
}

async function volume(name: string): Promise<string> {
  await run("podman", ["volume", "rm", "--force", name]);
  const made = await run("podman", ["volume", "create", name]);
  if (made.code !== 0) throw new Error(`podman volume create ${name}: ${made.stderr}`);
  cleanups.push(async () => {
    await run("podman", ["volume", "rm", "--force", name]);
  });
  return name;
}

async function container(
  name: string,
  options: Omit<ConstructorParameters<typeof SiteContainer>[0], "name" | "print">,
): Promise<SiteContainer> {
  const site = new SiteContainer({ ...options, name, print: detail });
  await site.remove();
  cleanups.push(() => site.remove());
  return site;
}

async function requirements(): Promise<void> {
  const missing: string[] = [];
  if ((await run("podman", ["--version"]).catch(() => ({ code: 1 }))).code !== 0) {
    missing.push("podman (apt-get install -y podman)");
  }
  if ((await run("podman-compose", ["version"]).catch(() => ({ code: 1 }))).code !== 0) {
    missing.push("podman-compose (apt-get install -y podman-compose)");
  }
  for (const base of ["docker.io/library/debian:trixie-slim", "docker.io/library/caddy:2"]) {
    if ((await run("podman", ["image", "exists", base]).catch(() => ({ code: 1 }))).code !== 0) {
      missing.push(`the image ${base} (podman pull ${base}; the build runs with --pull=never)`);
    }
  }
  if (missing.length > 0) throw new Error(`Missing: ${missing.join("; ")}.`);
}

/** The message with `id`, as the messages command in the container shows it. */
async function storedMessage(site: { exec(args: readonly string[]): Promise<string> }, id: string) {
  return site.exec(["node", "scripts/messages.ts", "show", id]);
}

async function stopDuringFirstBuild(): Promise<void> {
  heading("A stop during the first build");
  const data = await volume(`${runName}-interrupted-data`);
  const port = await freePort();
  const site = await container(`${runName}-interrupted`, {
    image,
    volume: data,
    port,
    siteUrl: `http://127.0.0.1:${port}`,
  });
  await site.start();
  await site.waitForLines(/images: \d+ of \d+/, 1);
  const stopped = await site.stop();
  check(
    stopped.exitCode === 0,
    "SIGTERM ends the first build and the server gracefully",
    `exit ${stopped.exitCode}`,
  );
  await site.restart();
  // The build takes its lock before it reads the content: a lock the stopped build left, under
  // a process id the new container numbers again, must not hold it back.
  await site.waitForLines(/✓ content: /, 2);
  check(
    !(await site.logs()).includes("Cannot build now"),
    "the next start builds again, past the lock the stopped build left",
  );
  await site.remove();
}

async function firstStart(): Promise<{ site: SiteContainer; data: string; messageId: string }> {
  heading("First start on an empty volume");
  const data = await volume(`${runName}-data`);
  const port = await freePort();
  const site = await container(runName, {
    image,
    volume: data,
    port,
    siteUrl: `http://127.0.0.1:${port}`,
  });
  // The machine may be shared: its load says how far the time is the site's own.
  const load = loadavg()[0]?.toFixed(1);
  const started = performance.now();
  await site.start();
  await site.waitUntilServing();
  const home = await fetch(`${site.origin}/`);
  const html = await home.text();
  figure(
    `up to the first page on an empty volume: ${seconds(performance.now() - started)} (load average ${load} at the start)`,
  );
  check(home.status === 200, "the site answers on its port", `HTTP ${home.status}`);
  check(
    html.includes(`<link rel="canonical" href="http://127.0.0.1:${port}/"`),
    "the starting site carries SITE_URL as its address",
  );
  const health = await run("podman", ["healthcheck", "run", runName]);
  check(health.code === 0, "the image's HEALTHCHECK finds it healthy", health.stderr.trim());
  check((await site.exec(["id", "-u"])).trim() !== "0", "the server does not run as root");
  const write = await run("podman", ["exec", runName, "touch", "/app/written"]);
  check(write.code !== 0, "the app folder is read-only for the server's user");
  const tools = await site.exec(["sh", "-c", "command -v npm nodejs corepack || true"]);
  check(tools.trim() === "", "no npm and no second Node in the image", tools.trim());
  check(
    (await site.exec(["node", "--version"])).startsWith("v24."),
    "its one Node is the project's Node 24",
  );
  figure(`memory at rest after the first page: ${await site.memoryMb()} MB`);
  // A publish from the Studio runs this same build, in a process of its own beside the server.
  const rebuilt = await site.exec(["node", "scripts/build.ts"]);
  check(/^Built \S+ in /m.test(rebuilt), "the site builds again in the running container", rebuilt);

  const messageId = await sendMessage(site.origin, "Prints, first start");
  check(
    (await storedMessage(site, messageId)).includes("Prints, first start"),
    "a contact message is stored",
  );
  // The first start needs no terminal: the setup address in the log sets the Studio's password.
  const address = setupAddressIn(await site.logs());
  check(
    address?.href.startsWith(`http://127.0.0.1:${port}/studio/setup#`) === true,
    "the log gives the Studio's setup address, at SITE_URL",
    address?.href ?? "none",
  );
  const stored = await site.exec(["cat", "/data/studio-setup-address.txt"]).catch(() => "");
  check(address !== undefined && stored.includes(address.href), "the data folder keeps it too");
  const page = await fetch(`${site.origin}/studio/setup`);
  check(page.status === 200, "its page is served while the Studio has no password");
  if (address) {
    const cookie = await chooseStudioPassword(site.origin, address);
    check(await signedIn(site.origin, cookie), "choosing the password there signs the owner in");
  }
  return { site, data, messageId };
}

async function restart(site: SiteContainer, messageId: string): Promise<void> {
  heading("Stop and start again");
  const stopped = await site.stop();
  detail(`stopped in ${seconds(stopped.ms)}`);
  check(
    stopped.exitCode === 0,
    "SIGTERM stops it gracefully, before the engine's 10 s",
    `exit ${stopped.exitCode}`,
  );
  const started = performance.now();
  await site.restart();
  await site.waitUntilServing();
  const home = await fetch(`${site.origin}/`);
  figure(`up to the first page on a full volume: ${seconds(performance.now() - started)}`);
  check(home.status === 200, "the site answers again");
  check(
    (await storedMessage(site, messageId)).includes("Prints, first start"),
    "the contact message is still there",
  );
  const builds = (await site.logs()).split("building the site first").length - 1;
  check(builds === 1, "a later start serves at once, without building", `${builds} builds`);
  const cookie = await signInWithPassword(site.origin);
  check(cookie !== "", "the Studio's password chosen at the first start still signs in");
  check(
    (await fetch(`${site.origin}/studio/setup`)).status === 404,
    "the setup address is gone once the password is set",
  );
}

async function composeWithCaddy(data: string, messageId: string): Promise<void> {
  heading("compose.yaml with Caddy (tls internal) over HTTPS");
  const dir = mkdtempSync(join(tmpdir(), "site-compose-"));
  const stack = new ComposeStack({
    project: `${runName}-compose`,
    dir,
    image,
    siteVolume: data,
    sitePort: await freePort(),
    httpPort: await freePort(),
    httpsPort: await freePort(),
  });
  cleanups.push(async () => {
    await stack.down();
    rmSync(dir, { recursive: true, force: true });
  });
  await stack.up();
  const secure = stack.fetcher(await stack.rootCertificate());
  const origin = `https://localhost:${stack.options.httpsPort}`;
  const page = await waitFor("the site over HTTPS", () =>
    secure(`${origin}/`).then(
      (answer) => (answer.status === 200 ? answer : undefined),
      () => undefined,
    ),
  );
  check(page.status === 200, "the site answers over HTTPS with Caddy's certificate");
  check(
    (page.headers.get("strict-transport-security") ?? "").includes("max-age"),
    "with Strict-Transport-Security",
  );
  const asset = /\/assets\/[\w.-]+\.js/.exec(await page.text())?.[0];
  const script = asset ? await secure(`${origin}${asset}`) : undefined;
  check(
    script?.status === 200 && (script.headers.get("cache-control") ?? "").includes("immutable"),
    "a hashed script comes with a year's cache",
    asset,
  );
  const redirect = await fetch(`http://localhost:${stack.options.httpPort}/`, {
    redirect: "manual",
  });
  check(
    (redirect.headers.get("location") ?? "").startsWith("https://"),
    "plain HTTP is sent to HTTPS",
  );
  const viaCaddy = await sendMessage(origin, "Prints, through Caddy", secure);
  const composed = {
    exec: (args: readonly string[]) => runIn(`${stack.options.project}_site_1`, args),
  };
  check(
    (await storedMessage(composed, viaCaddy)).includes("Prints, through Caddy"),
    "a contact message sent through Caddy is stored",
  );
  check(
    (await storedMessage(composed, messageId)).includes("Prints, first start"),
    "beside the one sent before",
  );
  const policies = await Promise.all(
    ["site", "caddy"].map((service) =>
      must("podman", [
        "inspect",
        "--format",
        "{{.HostConfig.RestartPolicy.Name}}",
        `${stack.options.project}_${service}_1`,
      ]).then((policy) => policy.trim()),
    ),
  );
  check(
    policies.every((policy) => policy === "always"),
    "both come back with the machine: podman-restart starts the containers that say always",
    policies.join(", "),
  );
  await stack.down();
}

async function runIn(name: string, args: readonly string[]): Promise<string> {
  const result = await run("podman", ["exec", name, ...args]);
  if (result.code !== 0) throw new Error(`podman exec ${name} ${args.join(" ")}: ${result.stderr}`);
  return result.stdout;
}

async function upgrade(): Promise<void> {
  heading("Upgrade from the previous commit's image");
  const previous = await previousCommit(repository);
  if (!previous?.hasDockerfile) {
    console.log(
      `   – skipped: ${previous ? `the previous commit (${previous.commit.slice(0, 12)}) has no Dockerfile` : "there is no previous commit"}, so there is no earlier image to upgrade from`,
    );
    return;
  }
  detail(`building the image of ${previous.commit.slice(0, 12)}`);
  await buildImageOf(repository, previous.commit, previousImage, detail);
  const data = await volume(`${runName}-upgrade-data`);
  const port = await freePort();
  const options = { volume: data, port, siteUrl: `http://127.0.0.1:${port}` };
  const older = await container(`${runName}-previous`, { ...options, image: previousImage });
  await older.start();
  await older.waitUntilServing();
  const messageId = await sendMessage(older.origin, "Prints, before the upgrade");
  const buildsBefore = await older.exec(["node", "scripts/publish.ts", "list"]);
  const contentBefore = await older.exec(["sh", "-c", "cd /data/content && find . -type f | sort"]);
  await older.stop();
  await older.remove();

  const newer = await container(`${runName}-upgraded`, { ...options, image });
  await newer.start();
  await newer.waitUntilServing();
  for (const line of (await newer.logs()).split("\n").filter((line) => line.includes("migrated"))) {
    detail(line);
  }
  check((await fetch(`${newer.origin}/`)).status === 200, "the newer image serves the volume");
  check(
    (await storedMessage(newer, messageId)).includes("Prints, before the upgrade"),
    "the message sent before the upgrade is there",
  );
  check(
    (await newer.exec(["node", "scripts/publish.ts", "list"])) === buildsBefore,
    "every kept build is there, the same one served",
  );
  check(
    (await newer.exec(["sh", "-c", "cd /data/content && find . -type f | sort"])) === contentBefore,
    "every content file is there",
  );
}

async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
}

process.on("SIGINT", () => {
  console.log("\nInterrupted: removing what the test started…");
  void cleanUp().then(() => process.exit(130));
});

const started = performance.now();
try {
  await requirements();
  heading("Building the image");
  await buildImage(image, repository, detail);
  figure(`image size: ${await imageSizeMb(image)} MB`);
  await stopDuringFirstBuild();
  const { site, data, messageId } = await firstStart();
  await restart(site, messageId);
  await site.remove();
  await composeWithCaddy(data, messageId);
  await upgrade();
  await cleanUp();
  console.log(
    `\ntest:container passed: ${checks} checks in ${steps} steps, ${seconds(performance.now() - started)}`,
  );
  for (const line of figures) console.log(`  ${line}`);
} catch (error) {
  console.error(
    `\ntest:container FAILED: ${error instanceof Error ? error.message : String(error)}`,
  );
  await cleanUp();
  process.exitCode = 1;
}
