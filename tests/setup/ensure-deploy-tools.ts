/**
 * Run before the browser tests: the going-online tests run Debian's Caddy in front of the server
 * and check the systemd unit with systemd-analyze. As root on Debian, missing packages are
 * installed; elsewhere the run stops at once with the one command to run.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { caddyPackage, findCaddy } from "../../scripts/deploy/local-caddy.ts";

const tools = [
  { name: "Caddy", found: () => findCaddy() !== undefined, debianPackage: caddyPackage },
  {
    name: "systemd-analyze",
    found: () => spawnSync("systemd-analyze", ["--version"], { stdio: "ignore" }).status === 0,
    debianPackage: "systemd",
  },
];

function install(packages: string[]): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const run = (args: string[]) => {
    console.log(`Installing for the going-online tests: apt-get ${args.join(" ")}`);
    return spawnSync("apt-get", args, { stdio: "inherit", env }).status === 0;
  };
  return run(["update", "-qq"]) && run(["install", "-y", "-qq", ...packages]);
}

const missing = tools.filter((tool) => !tool.found());
if (missing.length > 0) {
  const packages = missing.map((tool) => tool.debianPackage);
  const canInstall = existsSync("/etc/debian_version") && process.getuid?.() === 0;
  if (!(canInstall && install(packages) && missing.every((tool) => tool.found()))) {
    console.error(
      `The going-online tests need ${missing.map((tool) => tool.name).join(" and ")}: run sudo apt-get install ${packages.join(" ")} (Debian), or install them another way.`,
    );
    process.exit(1);
  }
}
