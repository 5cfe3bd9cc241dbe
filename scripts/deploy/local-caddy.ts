import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { delimiter, join, resolve } from "node:path";
import { connect } from "node:tls";

/** The Caddyfile of a server (docs/going-online.md), which the tests and benchmarks run as it is. */
export const caddyfile = resolve(import.meta.dirname, "../../deploy/Caddyfile");

/** The Debian package and the command the tests and benchmarks need. */
export const caddyPackage = "caddy";

export interface LocalCaddyOptions {
  /** The name the site is reached by, with a certificate from Caddy's local authority. */
  siteDomain: string;
  /** The Node server's BUILD_DIR and PORT, read by the Caddyfile under the same names. */
  buildDir: string;
  serverPort: number;
  httpPort: number;
  httpsPort: number;
  /** Where Caddy keeps its local authority, certificates and autosaved configuration. */
  stateDir: string;
}

export interface LocalCaddy {
  /** `https://<siteDomain>:<httpsPort>` */
  origin: string;
  /** `http://<siteDomain>:<httpPort>`, which redirects to HTTPS. */
  httpOrigin: string;
  /** The local authority's root certificate (PEM): trusting it makes the site's certificate valid. */
  rootCertificate: string;
  /** The files of the site's certificate and key, for another server answering for the same name. */
  certificateFiles: { cert: string; key: string };
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a process the caller may track; by default a plain child process. */
export type Spawner = (
  command: string,
  args: string[],
  env: Record<string, string>,
) => ChildProcess;

const plainSpawn: Spawner = (command, args, env) =>
  spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });

/** Caddy's path on this machine, if it is installed. */
export function findCaddy(): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    const candidate = join(dir, "caddy");
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The environment the Caddyfile reads: the server's settings under their own names, and the
 * CADDY_* settings that keep Caddy on 127.0.0.1 ports, with its own certificate authority and
 * state, away from the system's Caddy (no admin endpoint, nothing written to the trust store).
 */
export function localCaddyEnv(options: LocalCaddyOptions): Record<string, string> {
  return {
    SITE_DOMAIN: options.siteDomain,
    BUILD_DIR: options.buildDir,
    SERVER_HOST: "127.0.0.1",
    PORT: String(options.serverPort),
    CADDY_ADMIN: "off",
    CADDY_HTTP_PORT: String(options.httpPort),
    CADDY_HTTPS_PORT: String(options.httpsPort),
    CADDY_BIND: "127.0.0.1",
    CADDY_CERT_ISSUER: "internal",
    XDG_DATA_HOME: join(options.stateDir, "data"),
    XDG_CONFIG_HOME: join(options.stateDir, "config"),
  };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once("exit", () => done()));
}

/** Resolves once a TLS handshake for the site's name succeeds with the local authority's root. */
function handshake(port: number, servername: string, ca: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: "127.0.0.1", port, servername, ca }, () => {
      socket.end();
      done(true);
    });
    socket.on("error", () => done(false));
  });
}

/**
 * Runs deploy/Caddyfile with Debian's Caddy on 127.0.0.1 in front of a Node server, and resolves
 * once it answers HTTPS with a certificate its local authority signed.
 */
export async function startLocalCaddy(
  options: LocalCaddyOptions,
  spawner: Spawner = plainSpawn,
): Promise<LocalCaddy> {
  const command = findCaddy();
  if (!command) {
    throw new Error(
      `Caddy is not installed: run "apt-get install -y ${caddyPackage}" (Debian), or install Caddy 2.6 or later.`,
    );
  }
  const env = localCaddyEnv(options);
  const child = spawner(command, ["run", "--config", caddyfile, "--adapter", "caddyfile"], env);
  let log = "";
  child.stderr?.on("data", (data: Buffer) => {
    log = (log + data.toString("utf8")).slice(-8000);
  });
  const stop = async () => {
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await exited(child);
    clearTimeout(timer);
  };

  const authority = join(env.XDG_DATA_HOME ?? "", "caddy", "pki", "authorities", "local");
  const rootFile = join(authority, "root.crt");
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Caddy stopped at start-up:\n${log}`);
    if (existsSync(rootFile)) {
      const ca = readFileSync(rootFile, "utf8");
      if (await handshake(options.httpsPort, options.siteDomain, ca)) break;
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Caddy did not answer HTTPS on port ${options.httpsPort} in 30 s:\n${log}`);
    }
    await new Promise((resume) => setTimeout(resume, 100));
  }
  const certificates = join(env.XDG_DATA_HOME ?? "", "caddy", "certificates", "local");
  const name = options.siteDomain;
  return {
    origin: `https://${name}:${options.httpsPort}`,
    httpOrigin: `http://${name}:${options.httpPort}`,
    rootCertificate: readFileSync(rootFile, "utf8"),
    certificateFiles: {
      cert: join(certificates, name, `${name}.crt`),
      key: join(certificates, name, `${name}.key`),
    },
    child,
    stop,
  };
}
