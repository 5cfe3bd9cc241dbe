import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import {
  type Answer,
  type RequestOptions,
  request,
} from "../../../scripts/deploy/https-request.ts";
import { type LocalCaddy, startLocalCaddy } from "../../../scripts/deploy/local-caddy.ts";
import { currentReleaseId, makeCurrent, releaseDir } from "../../../server/releases/releases.ts";
import { databaseFileName } from "../../../server/storage/database.ts";
import { ipHasher } from "../../../server/storage/ip-hash.ts";
import { e2eSite } from "../../fixtures/e2e-site.ts";

/** The site as a server runs it: Caddy (deploy/Caddyfile) in front of the Node server. */
export interface Stack {
  /** `https://localhost:<port>`: what visitors use. */
  origin: string;
  /** `http://localhost:<port>`, which redirects to HTTPS. */
  httpOrigin: string;
  /** The Node server itself, behind Caddy. */
  serverOrigin: string;
  /** The server's BUILD_DIR and DATA_DIR, folders of this stack's own. */
  buildDir: string;
  dataDir: string;
  /** A request through Caddy over HTTPS, trusting its local authority. */
  get(path: string, options?: RequestOptions): Promise<Answer>;
  /** What the server stored for the messages whose text contains `text`. */
  storedMessages(text: string): { name: string; ipHash: string | null }[];
  /** The hash the server stores for a message from `address`. */
  ipHashOf(address: string): string;
  /** Stops the Node server (Caddy keeps running), and starts it again, as a restart does. */
  stopServer(): Promise<void>;
  startServer(): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once("exit", () => done()));
}

/**
 * The production server (`node server/main.ts`) as the systemd unit starts it: behind one
 * proxy (TRUST_PROXY=1), with its rate limit, its own port and data folder.
 */
function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      TRUST_PROXY: "1",
      // Empty counts as unset: the rate limit stays on, messages become .eml files.
      RATE_LIMIT_DISABLED: "",
      SMTP_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((done, fail) => {
    const onData = (data: Buffer) => {
      output += data.toString("utf8");
      if (output.includes('"msg":"serving the site"')) done(child);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => fail(new Error(`The server exited (${code}):\n${output}`)));
  });
}

/** A build folder of its own holding the fixture site's current build, so a test may switch it. */
function copyOfFixtureBuild(to: string): string {
  const from = resolve(e2eSite.buildDir);
  const id = currentReleaseId(from);
  if (!id) throw new Error(`There is no build in ${from}: run npm run test:e2e, which builds it.`);
  cpSync(releaseDir(from, id), releaseDir(to, id), { recursive: true });
  makeCurrent(to, id);
  return to;
}

export async function startStack(): Promise<Stack> {
  const work = mkdtempSync(join(tmpdir(), "going-online-"));
  const buildDir = copyOfFixtureBuild(join(work, "build"));
  const dataDir = join(work, "data");
  mkdirSync(dataDir);
  const serverPort = await freePort();
  const env = { BUILD_DIR: buildDir, DATA_DIR: dataDir, PORT: String(serverPort) };
  let server: ChildProcess | undefined;
  let caddy: LocalCaddy | undefined;
  const stopServer = async () => {
    if (!server) return;
    server.kill("SIGTERM");
    await exited(server);
    server = undefined;
  };
  const stop = async () => {
    await caddy?.stop();
    await stopServer();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    server = await startServer(env);
    caddy = await startLocalCaddy({
      siteDomain: "localhost",
      buildDir,
      serverPort,
      httpPort: await freePort(),
      httpsPort: await freePort(),
      stateDir: join(work, "caddy"),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const { origin, httpOrigin, rootCertificate } = caddy;
  const database = join(dataDir, databaseFileName);
  return {
    origin,
    httpOrigin,
    serverOrigin: `http://127.0.0.1:${serverPort}`,
    buildDir,
    dataDir,
    get: (path, options = {}) => request(`${origin}${path}`, { ca: rootCertificate, ...options }),
    storedMessages(text) {
      const db = new DatabaseSync(database, { readOnly: true });
      try {
        const rows = db
          .prepare("SELECT name, ip_hash FROM messages WHERE message LIKE ? ORDER BY received_at")
          .all(`%${text}%`);
        return rows.map((row) => ({
          name: String(row.name),
          ipHash: typeof row.ip_hash === "string" ? row.ip_hash : null,
        }));
      } finally {
        db.close();
      }
    },
    ipHashOf(address) {
      const db = new DatabaseSync(database, { readOnly: true });
      try {
        const salt = db.prepare("SELECT value FROM settings WHERE key = 'ip_hash_salt'").get();
        return ipHasher(String(salt?.value))(address);
      } finally {
        db.close();
      }
    },
    stopServer,
    async startServer() {
      server ??= await startServer(env);
    },
    stop,
  };
}
