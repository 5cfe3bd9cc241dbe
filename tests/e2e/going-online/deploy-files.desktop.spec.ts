import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import { caddyfile, localCaddyEnv } from "../../../scripts/deploy/local-caddy.ts";
import { expect, test } from "../fixtures.ts";

const units = readdirSync("deploy")
  .filter((file) => /\.(service|timer)$/.test(file))
  .map((file) => `deploy/${file}`);
const guide = readFileSync("docs/going-online.md", "utf8");

/** The values of one key in a systemd unit, each `Environment=` pair on its own. */
function unitValues(unit: string, key: string): string[] {
  return unit
    .split("\n")
    .filter((line) => line.startsWith(`${key}=`))
    .flatMap((line) => line.slice(key.length + 1).split(/\s+/))
    .filter(Boolean)
    .map((value) => value.replace(/^-/, ""));
}

function unitEnvironment(unit: string): Record<string, string> {
  return Object.fromEntries(
    unitValues(unit, "Environment").map((pair) => pair.split("=", 2) as [string, string]),
  );
}

/** `{$NAME}` and `{$NAME:default}` placeholders of the Caddyfile, with their defaults. */
function caddyPlaceholders(): Map<string, string | undefined> {
  const text = readFileSync(caddyfile, "utf8");
  return new Map(
    [...text.matchAll(/\{\$([A-Z0-9_]+)(?::([^}]*))?\}/g)].map((m) => [m[1] ?? "", m[2]]),
  );
}

test("the systemd units pass systemd-analyze verify, and each service its security check", () => {
  const verify = spawnSync("systemd-analyze", ["verify", ...units], { encoding: "utf8" });
  const aboutTheseUnits = `${verify.stdout}${verify.stderr}`
    .split("\n")
    .filter((line) => units.some((unit) => line.includes(basename(unit))));
  expect(verify.status, verify.stderr).toBe(0);
  expect(aboutTheseUnits).toEqual([]);
  for (const service of units.filter((unit) => unit.endsWith(".service"))) {
    // Exposure from 0 (locked down) to 10 (unprotected), given here times ten: at most 2.0.
    const security = spawnSync(
      "systemd-analyze",
      ["security", "--offline=true", "--threshold=20", "--no-pager", service],
      { encoding: "utf8" },
    );
    expect(security.status, `${service}: ${security.stdout.trim().split("\n").at(-1)}`).toBe(0);
  }
});

test("the server's unit and the Caddyfile agree: the same build folder, port and proxy", () => {
  const unit = readFileSync("deploy/portfolio.service", "utf8");
  const env = unitEnvironment(unit);
  const placeholders = caddyPlaceholders();
  expect(env).toMatchObject({ HOST: "127.0.0.1", TRUST_PROXY: "1" });
  expect(placeholders.get("BUILD_DIR")).toBe(env.BUILD_DIR);
  expect(placeholders.get("PORT")).toBe(env.PORT);
  // The builds, the content and the image cache are one writable mount, so that a build can
  // hard-link the content and the cached pictures into a release.
  expect(unitValues(unit, "ReadWritePaths")).toContain(unitValues(unit, "WorkingDirectory")[0]);
  expect(`/var/lib/${unitValues(unit, "StateDirectory")[0]}`).toBe(env.DATA_DIR);
  expect(env.BUILD_DIR?.startsWith(`${unitValues(unit, "WorkingDirectory")[0]}/`)).toBe(true);
  // The daily backup works on the same clone and data folder.
  const backup = readFileSync("deploy/portfolio-backup.service", "utf8");
  expect(unitValues(backup, "WorkingDirectory")).toEqual(unitValues(unit, "WorkingDirectory"));
  expect(unitEnvironment(backup).DATA_DIR).toBe(env.DATA_DIR);
  // The server's own daily backups and the timer's prune the same files: to the same count.
  expect(backup).toMatch(new RegExp(`^ExecStart=.* --keep ${env.BACKUP_KEEP}$`, "m"));
  for (const key of ["User", "StateDirectory", "StateDirectoryMode", "CacheDirectory"]) {
    expect(unitValues(backup, key), key).toEqual(unitValues(unit, key));
  }
});

test("the server's unit keeps every file of the repository read-only but the content folder", () => {
  const unit = readFileSync("deploy/portfolio.service", "utf8");
  const clone = unitValues(unit, "WorkingDirectory")[0];
  const readOnly = unitValues(unit, "ReadOnlyPaths");
  // A file added to the repository's top level is named in the unit, or the server could
  // change it: the Studio writes only the content.
  const listed = spawnSync("git", ["ls-files"], { encoding: "utf8" });
  expect(listed.status, listed.stderr).toBe(0);
  const topLevel = new Set(
    listed.stdout
      .split("\n")
      .filter(Boolean)
      .map((file) => file.split("/")[0]),
  );
  const unprotected = [...topLevel].filter(
    (entry) => entry !== "content" && !readOnly.includes(`${clone}/${entry}`),
  );
  expect(unprotected).toEqual([]);
  expect(readOnly).not.toContain(`${clone}/content`);
  // Nothing made read-only is made writable again inside, but Vite's bundled configuration.
  const reopened = unitValues(unit, "ReadWritePaths").filter((path) =>
    readOnly.some((entry) => path === entry || path.startsWith(`${entry}/`)),
  );
  expect(reopened).toEqual([`${clone}/node_modules/.vite-temp`]);
});

test("the tests run the Caddyfile with the settings a server gives it, under the same names", () => {
  const names = [...caddyPlaceholders().keys()];
  const testEnv = Object.keys(
    localCaddyEnv({
      siteDomain: "localhost",
      buildDir: "/b",
      serverPort: 1,
      httpPort: 2,
      httpsPort: 3,
      stateDir: "/s",
    }),
  );
  expect(names.filter((name) => !testEnv.includes(name))).toEqual([]);
  // What a server sets (the rest keep their defaults there), named in the guide.
  const serverSettings = names.filter((name) => !name.startsWith("CADDY_"));
  expect(serverSettings.sort()).toEqual(["BUILD_DIR", "PORT", "SERVER_HOST", "SITE_DOMAIN"]);
  expect(guide).toContain("SITE_DOMAIN=");
});

test("the guide installs every file of deploy/ from where it is, to where its header says", () => {
  const files = readdirSync("deploy");
  for (const file of files) {
    expect(guide, `docs/going-online.md never uses deploy/${file}`).toContain(`deploy/${file}`);
    const installedAs = /[Ii]nstalled as (\/[\w./-]+)/.exec(readFileSync(`deploy/${file}`, "utf8"));
    if (installedAs?.[1]) {
      expect(guide, `docs/going-online.md never installs ${installedAs[1]}`).toContain(
        installedAs[1],
      );
    }
  }
  for (const mentioned of guide.match(/deploy\/[\w.-]+/g) ?? []) {
    expect(existsSync(mentioned), `${mentioned} in docs/going-online.md`).toBe(true);
  }
  // The paths the units give the server appear in the guide's commands.
  const unit = readFileSync("deploy/portfolio.service", "utf8");
  const env = unitEnvironment(unit);
  for (const path of [
    unitValues(unit, "WorkingDirectory")[0],
    env.DATA_DIR,
    ...unitValues(unit, "EnvironmentFile"),
    ...unitValues(readFileSync("deploy/caddy-environment.conf", "utf8"), "EnvironmentFile"),
  ]) {
    expect(guide, `docs/going-online.md never uses ${path}`).toContain(path ?? "-");
  }
});
