import { chmodSync, copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { join, resolve } from "node:path";
import { must, run, waitFor } from "./command.ts";

const repository = resolve(import.meta.dirname, "../..");

export interface ComposeStackOptions {
  /** The compose project's name: its containers, network and volumes are named after it. */
  project: string;
  /** A folder of its own, where the compose file is run from. */
  dir: string;
  /** The site's image, built beforehand. */
  image: string;
  /** The volume the site keeps its state in, made beforehand (a built site is served at once). */
  siteVolume: string;
  sitePort: number;
  httpPort: number;
  httpsPort: number;
}

/**
 * podman-compose 1.0.3 joins every container to the project's network, even one given
 * network_mode: host, which podman refuses. This stands in for podman and leaves that network,
 * its alias and the published ports out for such a container: on the host's network each
 * service listens on the ports it is given.
 */
const hostNetworkPodman = `#!/bin/bash
if [[ " $* " != *" --network host "* ]]; then exec podman "$@"; fi
args=()
while (($#)); do
  case "$1" in
    --net|--network-alias|-p) shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
exec podman "\${args[@]}"
`;

/**
 * The repository's compose.yaml run as it is with podman-compose, beside a test override that
 * keeps it on 127.0.0.1: each service on the host's network at ports of its own, Caddy with its
 * local certificate authority (tls internal) for the name localhost.
 */
export class ComposeStack {
  readonly options: ComposeStackOptions;

  constructor(options: ComposeStackOptions) {
    this.options = options;
    const { dir, image, siteVolume, sitePort, httpPort, httpsPort } = options;
    mkdirSync(join(dir, "deploy"), { recursive: true });
    copyFileSync(join(repository, "compose.yaml"), join(dir, "compose.yaml"));
    copyFileSync(join(repository, "deploy", "Caddyfile"), join(dir, "deploy", "Caddyfile"));
    writeFileSync(join(dir, ".env"), "SITE_DOMAIN=localhost\n");
    writeFileSync(
      join(dir, "compose.test.yaml"),
      `services:
  site:
    image: ${image}
    network_mode: host
    environment:
      HOST: 127.0.0.1
      PORT: "${sitePort}"
      SITE_URL: https://localhost:${httpsPort}
  caddy:
    network_mode: host
    environment:
      SERVER_HOST: 127.0.0.1
      PORT: "${sitePort}"
      CADDY_ADMIN: "off"
      CADDY_BIND: 127.0.0.1
      CADDY_HTTP_PORT: "${httpPort}"
      CADDY_HTTPS_PORT: "${httpsPort}"
      CADDY_CERT_ISSUER: internal
volumes:
  site-data:
    external: true
    name: ${siteVolume}
`,
    );
    writeFileSync(join(dir, "podman"), hostNetworkPodman);
    chmodSync(join(dir, "podman"), 0o755);
  }

  #compose(args: readonly string[]): Promise<string> {
    const { dir, project } = this.options;
    return must(
      "podman-compose",
      [
        "--podman-path",
        join(dir, "podman"),
        "--project-name",
        project,
        "--file",
        "compose.yaml",
        "--file",
        "compose.test.yaml",
        ...args,
      ],
      { cwd: dir },
    );
  }

  up(): Promise<string> {
    return this.#compose(["up", "--detach"]);
  }

  async down(): Promise<void> {
    const { project } = this.options;
    await this.#compose(["down"]).catch(() => "");
    for (const volume of ["caddy-data", "caddy-config"]) {
      await run("podman", ["volume", "rm", "--force", `${project}_${volume}`]);
    }
    await run("podman", ["network", "rm", "--force", `${project}_default`]);
  }

  /** Caddy's local authority, which signs the site's certificate, once Caddy has made it. */
  rootCertificate(): Promise<string> {
    return waitFor("Caddy's local certificate authority", async () => {
      const read = await run("podman", [
        "exec",
        `${this.options.project}_caddy_1`,
        "cat",
        "/data/caddy/pki/authorities/local/root.crt",
      ]);
      return read.code === 0 && read.stdout.includes("BEGIN CERTIFICATE") ? read.stdout : undefined;
    });
  }

  /** `fetch` for https://localhost at Caddy's port, trusting only Caddy's local authority. */
  fetcher(ca: string): (url: string, init?: RequestInit) => Promise<Response> {
    return (url, init = {}) =>
      new Promise((resolveResponse, reject) => {
        const target = new URL(url);
        const headers = new Headers(init.headers);
        const outgoing = request(
          {
            host: "127.0.0.1",
            port: target.port,
            servername: target.hostname,
            path: `${target.pathname}${target.search}`,
            method: init.method ?? "GET",
            headers: { ...Object.fromEntries(headers), host: target.host },
            ca,
          },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
            incoming.on("end", () => {
              const answer = new Headers();
              for (const [name, value] of Object.entries(incoming.headers)) {
                if (typeof value === "string") answer.set(name, value);
              }
              resolveResponse(
                new Response(Buffer.concat(chunks), {
                  status: incoming.statusCode,
                  headers: answer,
                }),
              );
            });
          },
        );
        outgoing.on("error", reject);
        outgoing.end(typeof init.body === "string" ? init.body : undefined);
      });
  }
}
