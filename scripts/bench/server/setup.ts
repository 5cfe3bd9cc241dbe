import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { hasCommand } from "./processes.ts";

export const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/**
 * Installs nginx (with its brotli_static module), wrk and Caddy from Debian when they are
 * missing.
 */
export function ensureTools(): void {
  const missing = [
    hasCommand("nginx") ? undefined : "nginx-light",
    hasCommand("wrk") ? undefined : "wrk",
    hasCommand("caddy") ? undefined : "caddy",
    existsSync(brotliModule) ? undefined : "libnginx-mod-http-brotli-static",
  ].filter((name) => name !== undefined);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing ${missing.join(", ")}: run "apt-get install -y ${missing.join(" ")}" as root.`,
    );
  }
  console.log(`Installing ${missing.join(", ")} from Debian…`);
  const policy = spawnSync("apt-cache", ["policy", ...missing], { encoding: "utf8" });
  if (/Candidate: \(none\)/.test(policy.stdout ?? "")) run("apt-get", ["update"]);
  run("apt-get", ["install", "-y", "--no-install-recommends", ...missing]);
}
