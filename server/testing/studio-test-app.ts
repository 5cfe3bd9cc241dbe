import { cpSync, existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type { Hono } from "hono";
import { onTestFinished } from "vitest";
import type { NewMessage } from "../../core/messages/stored-message.ts";
import { clientAddress } from "../api/client-address.ts";
import { createApp } from "../app.ts";
import { NoticeSender } from "../delivery/notice-sender.ts";
import { Outbox } from "../delivery/outbox.ts";
import { OwnerNotices } from "../delivery/owner-notices.ts";
import { smtpMailer } from "../delivery/smtp-mailer.ts";
import type { Logger } from "../logger.ts";
import type { BuildRunner } from "../publish/build-runner.ts";
import { Publisher } from "../publish/publisher.ts";
import { releaseFiles } from "../releases/release-files.ts";
import { ServedReleases } from "../releases/served-releases.ts";
import { siteCspSources } from "../security/content-security-policy.ts";
import { hashPassword } from "../security/password-hash.ts";
import { spaShellPage } from "../static/static-site.ts";
import { openDatabase } from "../storage/database.ts";
import { ipHasher } from "../storage/ip-hash.ts";
import { SqliteMessageStore } from "../storage/sqlite-message-store.ts";
import { OwnerPassword } from "../studio/owner-password.ts";
import { fixtureBuild } from "./fixture-build.ts";
import { memoryLogger } from "./memory-logger.ts";
import { SmtpTestServer } from "./smtp-test-server.ts";
import { tempDir } from "./temp-dir.ts";
import { testIp, testSiteUrl } from "./test-app.ts";

export const ownerPassword = "violet kiln harbour 42";
/** The page shell the fixture build serves for Studio addresses. */
export const fixtureShell =
  "<!DOCTYPE html><html><head><title>Studio shell</title></head><body><script>window.__shell = 1;</script></body></html>";
const retryForMs = 24 * 3600_000;
const retryPolicy = { baseDelayMs: 30_000, maxDelayMs: 30 * 60_000, retryForMs };
// Far cheaper than the real cost, which is stored with the hash, so the suite stays quick.
const cheapCost = { N: 2 ** 10, r: 8, p: 1 };

export const sameOrigin = "http://localhost";
const chromeOnAndroid =
  "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

export interface SignedInBrowser {
  cookie: string;
  csrfToken: string;
}

export interface StudioTestOptions {
  /** Whether an owner password is set when the app starts (default true). */
  enabled?: boolean;
  trustProxyHops?: number;
  /** The content folder the Studio edits (default: an empty folder). */
  contentDir?: string;
  /** The room allowed to the content folder (default 1 GB). */
  quotaBytes?: number;
  /** Publishing's folders and build (default: the shared fixture build, nothing to publish). */
  publishing?: { contentDir: string; buildRoot: string; runBuild: BuildRunner };
}

let buildDir: string | undefined;

/** The fixture build with the Studio's shell the tests of a file share; the next makes its own. */
function studioBuild(): string {
  if (buildDir === undefined || !existsSync(buildDir)) {
    buildDir = fixtureBuild({ [spaShellPage]: fixtureShell });
  }
  return buildDir;
}

/** The test's clock: it stands still until the test moves it. */
class TestClock {
  #at = Date.UTC(2026, 0, 15, 12, 0, 0);
  readonly now = () => this.#at;

  advance(ms: number): void {
    this.#at += ms;
  }
}

/** The mail of a test: a real SMTP server, the outbox of messages and the owner's notices. */
async function testDelivery(
  store: SqliteMessageStore,
  db: DatabaseSync,
  logger: Logger,
  clock: () => number,
) {
  const smtp = await SmtpTestServer.start();
  const mailer = smtpMailer(smtp.url);
  const mailSettings = {
    from: "Site <noreply@noor-ellison.example>",
    to: "studio@noor-ellison.example",
    siteName: "Noor Ellison",
    siteHost: "noor-ellison.example",
  };
  const notices = new OwnerNotices(db, clock);
  // Sent when the test asks (`noticeSender.sendDue()`), to the same SMTP server as messages.
  const noticeSender = new NoticeSender({
    notices,
    mailer,
    mail: () => mailSettings,
    logger,
    retryPolicy,
    clock,
  });
  const outbox = new Outbox({
    store,
    mailer,
    mail: () => mailSettings,
    logger,
    retryPolicy,
    owner: "test:1:a",
    isAbandonedOwner: () => false,
    clock,
  });
  return { smtp, mailer, notices, noticeSender, outbox };
}

/** The content folder, the build it was published to, and publishing between them. */
function testPublishing(
  options: StudioTestOptions,
  dataDir: string,
  logger: Logger,
  clock: () => number,
) {
  const contentDir =
    options.publishing?.contentDir ?? options.contentDir ?? tempDir("studio-content");
  // A Studio that edits content gets a build of its own, whose content copy the test controls.
  const buildRoot =
    options.publishing?.buildRoot ??
    (options.contentDir ? fixtureBuild({ [spaShellPage]: fixtureShell }) : studioBuild());
  const publisher = new Publisher({
    contentDir,
    buildRoot,
    runBuild:
      options.publishing?.runBuild ??
      (() => {
        throw new Error("this test builds nothing");
      }),
    imageCacheDir: tempDir("studio-images"),
    dataDir,
    logger,
    clock,
  });
  return { contentDir, buildRoot, publisher };
}

/** The owner password as the studio command sets and clears it: from its own connection. */
function passwordCommands(dataDir: string, clock: TestClock) {
  const withOwner = <T>(work: (owner: OwnerPassword) => T): T => {
    const cli = openDatabase(dataDir);
    try {
      return work(new OwnerPassword(cli));
    } finally {
      cli.close();
    }
  };
  return {
    setPassword: async (password = ownerPassword) => {
      const hash = await hashPassword(password, cheapCost);
      return withOwner((owner) => owner.set(hash, clock.now()));
    },
    disable: () => withOwner((owner) => owner.clear()),
  };
}

/** Requests to the app as a browser sends them: signed out, signing in, or signed in. */
function browserRequests(app: Hono) {
  /** Sends a request as if over a TCP connection from `ip`; `url` may be a path. */
  const request = (url: string, init: RequestInit = {}, ip = testIp) =>
    app.request(url.startsWith("/") ? `http://localhost${url}` : url, init, {
      incoming: { socket: { remoteAddress: ip } },
    });

  const signInRequest = (password: string, headers: Record<string, string> = {}, ip = testIp) =>
    request(
      "/api/studio/session",
      {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: sameOrigin,
          "User-Agent": chromeOnAndroid,
          ...headers,
        },
        body: JSON.stringify({ password }),
      },
      ip,
    );

  /** Signs in through the API, as the sign-in form does. */
  const signIn = async (
    headers: Record<string, string> = {},
    ip = testIp,
  ): Promise<SignedInBrowser> => {
    const res = await signInRequest(ownerPassword, headers, ip);
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
    const cookie = (res.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    const body = (await res.json()) as { csrfToken: string };
    return { cookie, csrfToken: body.csrfToken };
  };

  /** A request from the signed-in Studio page: its cookie, Origin and CSRF token. */
  const asOwner = (
    browser: SignedInBrowser,
    path: string,
    init: RequestInit & { json?: unknown } = {},
  ) => {
    const { json, headers, ...rest } = init;
    return request(path, {
      ...rest,
      headers: {
        Cookie: browser.cookie,
        Origin: sameOrigin,
        "X-CSRF-Token": browser.csrfToken,
        ...(json === undefined ? {} : { "Content-Type": "application/json" }),
        ...(headers as Record<string, string> | undefined),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
  };
  return { request, signInRequest, signIn, asOwner };
}

/** Stores messages as the contact API does, each received a moment after the previous one. */
function messageAdder(store: SqliteMessageStore, clock: () => number) {
  let received = 0;
  return async (overrides: Partial<NewMessage> = {}) => {
    received += 1;
    const now = clock();
    const { id } = await store.accept(
      {
        name: "Ada Lovelace",
        email: "ada@example.com",
        subject: "Prints",
        message: "Hello,\nI would like a print of the third painting.",
        receivedAt: now - 3600_000 + received * 1000,
        ipHash: "0".repeat(32),
        spamReason: null,
        giveUpAt: now + retryForMs,
        idempotencyKey: null,
        ...overrides,
      },
      86_400_000,
    );
    return id;
  };
}

/** What a test's server is made of, besides the app. */
interface TestParts {
  dataDir: string;
  store: SqliteMessageStore;
  db: DatabaseSync;
  logger: Logger;
  clock: TestClock;
  delivery: Awaited<ReturnType<typeof testDelivery>>;
  publishing: ReturnType<typeof testPublishing>;
  /** When the Studio woke the outbox up. */
  nudges: number[];
  /** When the server asked to start again (the setup's restore). */
  restarts: number[];
}

function testServerApp(options: StudioTestOptions, parts: TestParts): Hono {
  const { dataDir, store, db, logger, clock, delivery, publishing } = parts;
  const { contentDir, buildRoot, publisher } = publishing;
  const hashIp = ipHasher("test-salt-0123456789");
  const hops = options.trustProxyHops ?? 0;
  return createApp({
    releases: new ServedReleases(buildRoot),
    logger,
    api: {
      store,
      siteUrl: () => testSiteUrl,
      clientAddress: clientAddress(hops),
      hashIp,
      rateLimit: false,
      retryForMs,
      logger,
      clock: clock.now,
    },
    security: { trustProxy: hops > 0 },
    cspSources: siteCspSources,
    studio: {
      db,
      archive: store,
      delivery: {
        deliverDue: (only) => delivery.outbox.deliverDue(only),
        nudge: () => parts.nudges.push(clock.now()),
      },
      publisher,
      siteUrl: () => testSiteUrl,
      trustProxy: hops > 0,
      clientAddress: clientAddress(hops),
      hashIp,
      retryForMs,
      logger,
      notify: (notice) => delivery.notices.add(notice),
      restart: () => parts.restarts.push(clock.now()),
      clock: clock.now,
      content: { contentDir, dataDir, buildRoot, quotaBytes: options.quotaBytes ?? 1024 ** 3 },
      passwordCost: cheapCost,
    },
  });
}

/**
 * The whole server app with the Studio over a fresh data folder, a real SMTP server for
 * deliveries, a clock the test moves and a logger that keeps its lines.
 */
export async function studioTestApp(options: StudioTestOptions = {}) {
  const dataDir = tempDir("studio-data");
  const store = SqliteMessageStore.open(dataDir);
  const db = openDatabase(dataDir);
  const logger = memoryLogger();
  const clock = new TestClock();
  const delivery = await testDelivery(store, db, logger, clock.now);
  onTestFinished(async () => {
    delivery.mailer.close();
    await delivery.smtp.stop();
    db.close();
    store.close();
  });
  const publishing = testPublishing(options, dataDir, logger, clock.now);
  const parts: TestParts = {
    dataDir,
    store,
    db,
    logger,
    clock,
    delivery,
    publishing,
    nudges: [],
    restarts: [],
  };
  const app = testServerApp(options, parts);

  const { setPassword, disable } = passwordCommands(dataDir, clock);
  if (options.enabled ?? true) await setPassword();

  const { contentDir, buildRoot, publisher } = publishing;
  /** Makes the content folder as it is now the one the live site was built from. */
  const publishContent = () => {
    const snapshot = join(buildRoot, "current", releaseFiles.content);
    rmSync(snapshot, { recursive: true, force: true });
    cpSync(contentDir, snapshot, { recursive: true });
  };

  return {
    app,
    store,
    contentDir,
    publishContent,
    db,
    smtp: delivery.smtp,
    outbox: delivery.outbox,
    noticeSender: delivery.noticeSender,
    restarts: parts.restarts,
    logger,
    nudges: parts.nudges,
    dataDir,
    publisher,
    ...browserRequests(app),
    addMessage: messageAdder(store, clock.now),
    setPassword,
    disable,
    advance(ms: number) {
      clock.advance(ms);
    },
    now: clock.now,
  };
}
