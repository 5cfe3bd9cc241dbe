import { existsSync } from "node:fs";
import type { Hono } from "hono";
import { onTestFinished } from "vitest";
import type { ContactSubmission } from "../../core/contact/contact-message.ts";
import { clientAddress } from "../api/client-address.ts";
import type { RateLimitSettings } from "../api/contact-rate-limit.ts";
import { createApp } from "../app.ts";
import { defaultDeliveryRetryPolicy } from "../delivery/delivery-retry-policy.ts";
import { ServedReleases } from "../releases/served-releases.ts";
import { siteCspSources } from "../security/content-security-policy.ts";
import { ipHasher } from "../storage/ip-hash.ts";
import { SqliteMessageStore } from "../storage/sqlite-message-store.ts";
import { fixtureBuild } from "./fixture-build.ts";
import { memoryLogger } from "./memory-logger.ts";
import { tempDir } from "./temp-dir.ts";

export const testSiteUrl = "https://noor-ellison.example";
export const testIp = "203.0.113.10";

export function validSubmission(overrides: Partial<ContactSubmission> = {}): ContactSubmission {
  return {
    name: "Ada Lovelace",
    email: "ada@example.com",
    subject: "A commission",
    message: "Hello, I saw your work at the gallery.",
    website: "",
    elapsedMs: 8000,
    ...overrides,
  };
}

export interface TestAppOptions {
  rateLimit?: RateLimitSettings | false;
  trustProxyHops?: number;
  /** A build folder of the test's own; the shared fixture build otherwise. */
  buildDir?: string;
}

export interface PostOptions {
  headers?: Record<string, string>;
  /** The address the request seems to come from (the TCP peer). */
  ip?: string;
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

let buildDir: string | undefined;

/** The fixture build the tests of a file share; the next file makes its own. */
function sharedBuild(): string {
  if (buildDir === undefined || !existsSync(buildDir)) buildDir = fixtureBuild();
  return buildDir;
}

type RequestAs = (path: string, init?: RequestInit, ip?: string) => Response | Promise<Response>;

/** Posts fields the way a browser posts the contact form itself (urlencoded, from the site). */
function formPoster(request: RequestAs) {
  return async (
    fields: Record<string, string>,
    { headers = {}, ip }: PostOptions = {},
  ): Promise<Response> =>
    await request(
      "/api/contact",
      {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: testSiteUrl,
          ...headers,
        },
        body: new URLSearchParams(fields).toString(),
      },
      ip,
    );
}

/**
 * The whole server app (headers, API, site) over a fresh database in a temp folder, with a
 * clock the test moves and a logger that keeps its lines.
 */
export function testApp(options: TestAppOptions = {}) {
  const served = options.buildDir ?? sharedBuild();
  const store = SqliteMessageStore.open(tempDir("contact-data"));
  onTestFinished(() => store.close());
  const logger = memoryLogger();
  const nudged: string[] = [];
  let now = Date.UTC(2026, 0, 15, 12, 0, 0);
  const hashIp = ipHasher("test-salt-0123456789");

  const app: Hono = createApp({
    releases: new ServedReleases(served),
    logger,
    api: {
      store,
      siteUrl: () => testSiteUrl,
      clientAddress: clientAddress(options.trustProxyHops ?? 0),
      hashIp,
      rateLimit: options.rateLimit ?? false,
      retryForMs: defaultDeliveryRetryPolicy.retryForMs,
      logger,
      onAccepted: (id) => nudged.push(id),
      clock: () => now,
    },
    security: { trustProxy: (options.trustProxyHops ?? 0) > 0 },
    cspSources: siteCspSources,
  });

  /** Sends a request as if over a TCP connection from `ip`. */
  const request = (path: string, init: RequestInit = {}, ip = testIp) =>
    app.request(`http://localhost${path}`, init, { incoming: { socket: { remoteAddress: ip } } });

  const post = async (
    body: unknown,
    { headers = {}, ip }: PostOptions = {},
  ): Promise<ApiAnswer> => {
    const res = await request(
      "/api/contact",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      },
      ip,
    );
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : {} };
  };

  const postForm = formPoster(request);

  return {
    app,
    store,
    logger,
    hashIp,
    /** Ids of the messages the outbox was told to deliver. */
    nudged,
    request,
    post,
    postForm,
    advance(ms: number) {
      now += ms;
    },
    now: () => now,
  };
}
