import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { networkRetryPolicy } from "../../../app/contact/network-retry-policy.ts";
import { refusedUserAgentTokens } from "../../../core/site/ai-crawlers.ts";
import { request } from "../../../scripts/deploy/https-request.ts";
import { parseEnv } from "../../../server/env.ts";
import { aiCrawlersMark } from "../../../server/releases/release-files.ts";
import { currentReleaseId, releaseDir } from "../../../server/releases/releases.ts";
import { e2eSite } from "../../fixtures/e2e-site.ts";
import { gotoHydrated } from "../fixtures.ts";
import { project } from "../site-facts.ts";
import { expect, test } from "./fixtures.ts";

// One stack for the whole file, in this order: the build switch comes last.
test.describe.configure({ mode: "default" });

/** The security and cache headers the server sends with a file of the build. */
const fileHeaders = [
  "cache-control",
  "content-type",
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "strict-transport-security",
];

const hsts = "max-age=31536000";
const immutable = "public, max-age=31536000, immutable";

function pick(headers: Record<string, unknown>, names: string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, headers[name]]));
}

/** The `/img/` and `/assets/` addresses a page refers to. */
function hashedFilesOf(html: string): string[] {
  return [...new Set(html.match(/\/(?:img|assets)\/[\w.-]+/g) ?? [])];
}

function currentFile(buildDir: string, folder: "assets" | "img", pattern: RegExp): string {
  const id = currentReleaseId(buildDir) ?? "";
  const name = readdirSync(join(releaseDir(buildDir, id), "client", folder)).find((file) =>
    pattern.test(file),
  );
  if (!name) throw new Error(`The fixture build has no ${folder} file like ${pattern}`);
  return `/${folder}/${name}`;
}

function fileOfRelease(buildDir: string, id: string, path: string): Buffer {
  return readFileSync(join(releaseDir(buildDir, id), "client", path));
}

/** A contact message as the form sends it, from a person who took their time. */
function contactMessage(text: string): string {
  return JSON.stringify({
    name: "Ada Lovelace",
    email: "ada@example.com",
    subject: "Through the proxy",
    message: text,
    website: "",
    elapsedMs: 8000,
  });
}

test("pages and their pictures open over HTTPS through Caddy, with HSTS", async ({
  page,
  stack,
}) => {
  const pictures: { status: number; release: string | undefined }[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/img/")) {
      pictures.push({ status: response.status(), release: response.headers()["x-site-release"] });
    }
  });
  const home = await page.goto("/");
  expect(home?.status()).toBe(200);
  expect(home?.headers()["strict-transport-security"]).toBe(hsts);
  expect(home?.headers()["x-site-release"]).toBe(currentReleaseId(stack.buildDir));

  await gotoHydrated(page, `/project/${project.lightbox.id}`);
  await expect(page.getByRole("heading", { level: 1, name: project.lightbox.title })).toBeVisible();
  const firstPicture = page.locator("[data-project-grid] img").first();
  await expect
    .poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(pictures.length).toBeGreaterThan(0);
  // Caddy itself served the current build's pictures: the server would have named its build.
  expect(pictures).toEqual(pictures.map(() => ({ status: 200, release: undefined })));
});

test("plain HTTP is redirected to the same address over HTTPS", async ({ stack }) => {
  const answer = await request(`${stack.httpOrigin}/about?from=link`);
  expect(answer.status).toBe(308);
  // Caddy leaves out its HTTPS port: 443 on a server.
  expect(answer.headers.location).toBe("https://localhost/about?from=link");
  expect(answer.headers["strict-transport-security"]).toBeUndefined();
});

test("Caddy serves the current build's hashed files itself, with the server's cache and security headers", async ({
  stack,
}) => {
  // A script large enough for the build to have kept a compressed copy of it beside it.
  const script = currentFile(stack.buildDir, "assets", /\.js\.br$/).replace(/\.br$/, "");
  const picture = currentFile(stack.buildDir, "img", /\.avif$/);
  const id = currentReleaseId(stack.buildDir) ?? "";
  for (const path of [script, picture]) {
    const fromCaddy = await stack.get(path, { headers: { "Accept-Encoding": "br" } });
    // The server, asked directly as Caddy asks it.
    const fromServer = await request(`${stack.serverOrigin}${path}`, {
      headers: { "Accept-Encoding": "br", "X-Forwarded-Proto": "https" },
    });
    expect(fromServer.headers["x-site-release"]).toBe(id);
    expect(fromCaddy.status, path).toBe(200);
    expect(fromCaddy.headers["x-site-release"], `${path} came from the server`).toBeUndefined();
    expect(pick(fromCaddy.headers, fileHeaders), path).toEqual(
      pick(fromServer.headers, fileHeaders),
    );
    expect(fromCaddy.headers["cache-control"]).toBe(immutable);
    expect(fromCaddy.headers["strict-transport-security"]).toBe(hsts);
  }
  const compressed = await stack.get(script, { headers: { "Accept-Encoding": "br" } });
  expect(compressed.headers["content-encoding"]).toBe("br");
  expect(compressed.body.equals(fileOfRelease(stack.buildDir, id, `${script}.br`))).toBe(true);

  // A film plays on iPhones only from a server that answers byte ranges.
  const film = currentFile(stack.buildDir, "img", /\.mp4$/);
  const part = await stack.get(film, { headers: { Range: "bytes=100-1099" } });
  const whole = fileOfRelease(stack.buildDir, id, film);
  expect(part.status).toBe(206);
  expect(part.headers["content-range"]).toBe(`bytes 100-1099/${whole.length}`);
  expect(part.body.equals(whole.subarray(100, 1100))).toBe(true);
});

test("an unknown page and a missing file answer 404 through Caddy, never cached for long", async ({
  stack,
}) => {
  const page = await stack.get("/no/such/page");
  expect(page.status).toBe(404);
  expect(page.headers["content-type"]).toContain("text/html");
  expect(page.body.toString()).toContain("Oops! Page not found");
  expect(page.headers["strict-transport-security"]).toBe(hsts);
  for (const path of ["/assets/missing-file.js", "/img/missing-picture.avif"]) {
    const file = await stack.get(path);
    expect(file.status, path).toBe(404);
    expect(file.headers["content-type"], path).not.toContain("text/html");
    expect(file.headers["cache-control"] ?? "", path).not.toContain("immutable");
  }
});

/** Writes a message carrying `token` in the contact form, taking a person's time over it. */
async function writeAMessage(page: Page, token: string): Promise<void> {
  await page.clock.install();
  await gotoHydrated(page, "/contact");
  await page.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
  await page.getByLabel("Email", { exact: true }).fill("ada@example.com");
  await page.getByLabel("Message", { exact: true }).fill(`Hello,\n${token}`);
  // A person takes a while to write; a form sent faster is filed as spam.
  await page.clock.fastForward(5000);
}

test("a message sent with the contact form through Caddy is stored", async ({ page, stack }) => {
  const token = `through the proxy ${crypto.randomUUID()}`;
  await writeAMessage(page, token);
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByText("Message sent successfully!").first()).toBeVisible();
  expect(stack.storedMessages(token)).toEqual([
    { name: "Ada Lovelace", ipHash: stack.ipHashOf("127.0.0.1") },
  ]);
});

test("the rate limit counts each visitor by their own address, whatever X-Forwarded-For they send", async ({
  stack,
}) => {
  const limit = parseEnv({}).RATE_LIMIT_MAX;
  const token = `rate limit ${crypto.randomUUID()}`;
  const send = (from: string, forwardedFor?: string) =>
    stack.get("/api/contact", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
      },
      body: contactMessage(`${token} from ${from}`),
      localAddress: from,
    });

  for (let sent = 0; sent < limit; sent++) expect((await send("127.0.0.2")).status).toBe(202);
  expect((await send("127.0.0.2")).status).toBe(429);
  // Claiming to forward for someone else changes nothing: Caddy replaces the header.
  expect((await send("127.0.0.2", "198.51.100.7")).status).toBe(429);
  // Another visitor is not held back, even when named as the first.
  expect((await send("127.0.0.3", "127.0.0.2")).status).toBe(202);

  const stored = stack.storedMessages(token);
  expect(stored.filter((m) => m.ipHash === stack.ipHashOf("127.0.0.2"))).toHaveLength(limit);
  expect(stored.filter((m) => m.ipHash === stack.ipHashOf("127.0.0.3"))).toHaveLength(1);
  expect(stored).toHaveLength(limit + 1);
});

test("a request sent while the server restarts waits for it behind Caddy instead of failing", async ({
  stack,
}) => {
  await stack.stopServer();
  // Sent while nothing listens behind Caddy; the server takes a moment to start again.
  const answer = stack.get("/about");
  await stack.startServer();
  const { status, headers } = await answer;
  expect(status).toBe(200);
  expect(headers["x-site-release"]).toBe(currentReleaseId(stack.buildDir));
});

test("a message sent with the contact form while the server restarts is stored once", async ({
  page,
  pageErrors,
  stack,
}) => {
  // The browser reports a 502 from Caddy in the console, as it does any error status.
  pageErrors.allow(/^Failed to load resource: the server responded with a status of 502/);
  const token = `during a restart ${crypto.randomUUID()}`;
  await writeAMessage(page, token);

  await stack.stopServer();
  const firstAnswer = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
  await page.getByRole("button", { name: "Send Message" }).click();
  await stack.startServer();
  // Caddy cannot send a request's body again once it tried to hand it over: the first attempt
  // may come back 502, and the form then sends the message again after a pause.
  if ((await firstAnswer).status() === 502) await page.clock.runFor(networkRetryPolicy.maxDelayMs);

  await expect(page.getByText("Message sent successfully!").first()).toBeVisible();
  expect(stack.storedMessages(token)).toHaveLength(1);
});

/** A User-Agent as AI crawlers send them: a browser's words, then the crawler's own token. */
const crawlerAgent = (token: string) =>
  `Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ${token}/1.0; +https://crawler.example/bot)`;

test("with the build keeping AI crawlers out, Caddy and the server answer every listed crawler 403 for pages and pictures", async ({
  stack,
}) => {
  const picture = currentFile(stack.buildDir, "img", /\.avif$/);
  const pages = ["/", `/project/${project.lightbox.id}`];
  for (const token of refusedUserAgentTokens) {
    const headers = { "User-Agent": crawlerAgent(token) };
    for (const path of [...pages, picture]) {
      const answer = await stack.get(path, { headers });
      expect(answer.status, `${token} ${path}`).toBe(403);
      expect(answer.headers["cache-control"], `${token} ${path}`).toBe("no-store");
      // Caddy said it itself: the server's answers carry its security policy.
      expect(answer.headers["content-security-policy"], `${token} ${path}`).toBeUndefined();
    }
    // The server says the same to a crawler that reaches it some other way.
    const direct = await request(`${stack.serverOrigin}${pages[1]}`, { headers });
    expect(direct.status, token).toBe(403);
    // robots.txt stays readable, and says it.
    const robots = await stack.get("/robots.txt", { headers });
    expect(robots.status, token).toBe(200);
    expect(robots.body.toString()).toContain(`User-agent: ${token}\n`);
  }
  // Everyone else gets the pages and pictures, which say noai.
  for (const path of [...pages, picture]) {
    const answer = await stack.get(path);
    expect(answer.status, path).toBe(200);
    expect(answer.headers["x-robots-tag"], path).toBe("noai, noimageai");
  }
  expect((await stack.get(picture)).headers["x-site-release"], "Caddy served it").toBeUndefined();
});

test("Caddy asks the build being served on each request, so a publish that changes the setting needs no reload", async ({
  stack,
}) => {
  const picture = currentFile(stack.buildDir, "img", /\.avif$/);
  const mark = join(
    releaseDir(stack.buildDir, currentReleaseId(stack.buildDir) ?? ""),
    aiCrawlersMark,
  );
  const headers = { "User-Agent": crawlerAgent("GPTBot") };
  const text = readFileSync(mark, "utf8");
  // A build without the mark (one that lets AI crawlers in), as Caddy sees it.
  rmSync(mark);
  try {
    const answer = await stack.get(picture, { headers });
    expect(answer.status).toBe(200);
    expect(answer.headers["x-robots-tag"]).toBeUndefined();
  } finally {
    writeFileSync(mark, text);
  }
  expect((await stack.get(picture, { headers })).status).toBe(403);
});

test("a build that goes live is served through Caddy from the next request, and a page opened before keeps its pictures", async ({
  page,
  stack,
}) => {
  test.setTimeout(240_000);
  const path = `/project/${project.lightbox.id}`;
  const before = await stack.get(path);
  const earlier = String(before.headers["x-site-release"]);
  const earlierFiles = hashedFilesOf(before.body.toString());
  await gotoHydrated(page, path);

  // The artist retitles the project and replaces its first picture, then builds.
  const content = mkdtempSync(join(tmpdir(), "going-online-content-"));
  cpSync(e2eSite.contentDir, content, { recursive: true });
  const projectDir = join(content, "projects", project.lightbox.id);
  const newTitle = `${project.lightbox.title}, reprinted`;
  const markdown = readFileSync(join(projectDir, "project.md"), "utf8");
  writeFileSync(
    join(projectDir, "project.md"),
    markdown.replace(`title: ${project.lightbox.title}`, `title: ${newTitle}`),
  );
  const first = project.lightbox.images[0]?.path ?? "";
  const second = project.lightbox.images[1]?.path ?? "";
  copyFileSync(join(content, second), join(content, first));
  const build = spawnSync(process.execPath, ["scripts/build.ts"], {
    env: {
      ...process.env,
      CONTENT_DIR: content,
      BUILD_DIR: stack.buildDir,
      // Where the fixture's private project has its password (the build asks).
      DATA_DIR: e2eSite.dataDir,
      IMAGE_CACHE_DIR: e2eSite.imageCacheDir,
    },
    encoding: "utf8",
  });
  rmSync(content, { recursive: true, force: true });
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
  const live = currentReleaseId(stack.buildDir);
  expect(live).not.toBe(earlier);

  const after = await stack.get(path);
  expect(after.headers["x-site-release"]).toBe(live);
  expect(after.body.toString()).toContain(newTitle);
  const liveFiles = hashedFilesOf(after.body.toString());
  const onlyEarlier = earlierFiles.filter((file) => !liveFiles.includes(file));
  expect(onlyEarlier.length).toBeGreaterThan(0);
  for (const file of onlyEarlier) {
    const answer = await stack.get(file);
    expect(answer.status, file).toBe(200);
    expect(answer.headers["x-site-release"], file).toBe(earlier);
    expect(answer.headers["cache-control"], file).toBe(immutable);
    expect(answer.body.equals(fileOfRelease(stack.buildDir, earlier, file)), file).toBe(true);
  }

  // The page opened before the switch shows its first picture large, from its own build.
  const pictures: { path: string; status: number; release: string | undefined }[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/img/")) {
      pictures.push({
        path: pathname,
        status: response.status(),
        release: response.headers()["x-site-release"],
      });
    }
  });
  await page.locator("[data-project-grid] a").first().click();
  const shown = page.getByRole("dialog").locator(".yarl__slide_current img");
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(pictures.filter((p) => p.status !== 200)).toEqual([]);
  expect(pictures.filter((p) => p.release === earlier).length).toBeGreaterThan(0);
});
