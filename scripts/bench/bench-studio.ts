/**
 * A Studio for the benchmarks to measure, with its owner signed in: either the Studio app
 * in-process over a temporary data folder, or the real server's Studio reached over HTTP.
 */
import { spawnSync } from "node:child_process";
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import { csrfHeader } from "../../core/studio/studio-api.ts";
import { Publisher } from "../../server/publish/publisher.ts";
import { openDatabase } from "../../server/storage/database.ts";
import { SqliteMessageStore } from "../../server/storage/sqlite-message-store.ts";
import { studioApp, studioDeps } from "../../server/studio/studio-app.ts";
import type { StudioEnv } from "../../server/studio/studio-route.ts";
import { memoryLogger } from "../../server/testing/memory-logger.ts";
import { type SiteServer, startSiteServer } from "./server/site-server.ts";

/** What a signed-in Studio page sends with each request. */
export interface OwnerSession {
  cookie: string;
  csrfToken: string;
}

/** The headers of a request from the signed-in Studio page served at `origin`. */
export function ownerHeaders(origin: string, owner: OwnerSession): Record<string, string> {
  return { Cookie: owner.cookie, Origin: origin, [csrfHeader]: owner.csrfToken };
}

export interface InProcessStudio {
  app: Hono<StudioEnv>;
  store: SqliteMessageStore;
  owner: OwnerSession;
  close(): void;
}

/**
 * The Studio app over the data folder `dir`, editing `contentDir`, with a session made
 * directly, so no password hash is computed before the timing starts.
 */
export function inProcessStudio(dir: string, contentDir: string): InProcessStudio {
  const db = openDatabase(dir);
  const store = SqliteMessageStore.open(dir);
  const options = {
    db,
    archive: store,
    delivery: { deliverDue: async () => ({ sent: 0, retrying: 0, failed: 0 }), nudge: () => {} },
    siteUrl: () => "http://127.0.0.1",
    trustProxy: false,
    clientAddress: () => "127.0.0.1",
    hashIp: (address: string) => address,
    retryForMs: 86_400_000,
    logger: memoryLogger(),
    notify: () => {},
    // Room for the largest pictures a benchmark uploads, several times over.
    content: { contentDir, dataDir: dir, buildRoot: join(dir, "build"), quotaBytes: 8 * 1024 ** 3 },
    // Publishing is not measured here; it has folders of its own in the temporary one.
    publisher: new Publisher({
      contentDir,
      buildRoot: join(dir, "build"),
      imageCacheDir: join(dir, "images"),
      dataDir: dir,
      logger: memoryLogger(),
    }),
  };
  const deps = studioDeps(options);
  // The Studio is on; its hash is never checked, as the benchmark's session is made directly.
  deps.owner.set("scrypt$1$1$1$AA==$AA==", Date.now());
  const { token, session } = deps.sessions.create("Benchmark");
  const app = studioApp({
    ...options,
    deps,
    shell: async () => new Response(),
    offPage: async () => new Response(null, { status: 404 }),
  });
  return {
    app,
    store,
    owner: { cookie: `studio_session=${token}`, csrfToken: session.csrfToken },
    close() {
      db.close();
      store.close();
    },
  };
}

/** Serves `app` on a free port of the loopback interface, so requests go through a socket. */
export async function serveOnLoopback(
  app: Hono<StudioEnv>,
): Promise<{ origin: string; close(): void }> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolvePort(address.port) : reject(),
      );
    });
  });
}

/**
 * The production server on a free port, its Studio turned on with `password` by the studio
 * command and signed in to through the API, as the artist does.
 */
export async function servedStudio(
  env: Record<string, string>,
  password: string,
): Promise<{ server: SiteServer; owner: OwnerSession }> {
  const setPassword = spawnSync(process.execPath, ["scripts/studio.ts", "set-password"], {
    env: { ...process.env, ...env },
    input: `${password}\n`,
    encoding: "utf8",
  });
  if (setPassword.status !== 0) throw new Error(setPassword.stderr);
  const server = await startSiteServer(await freePort(), env);
  const signIn = await fetch(`${server.origin}/api/studio/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.origin },
    body: JSON.stringify({ password }),
  });
  const cookie = (signIn.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  const { csrfToken } = (await signIn.json()) as { csrfToken: string };
  return { server, owner: { cookie, csrfToken } };
}
