import { randomBytes } from "node:crypto";
import {
  existsSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  symlinkSync,
} from "node:fs";
import { rm } from "node:fs/promises";
import { basename, join } from "node:path";
import { type ReleaseInfo, releaseInfoSchema } from "../../core/build/release-info.ts";
import { releaseFiles } from "./release-files.ts";

/**
 * The builds of the site, side by side under one folder (`BUILD_DIR`, `build/` by default):
 *
 *   build/releases/<id>/   one complete build each: client/ (what is served), site-routing.json,
 *                          page-hashes.json, site.json, content/ (the content it was built from)
 *   build/current          a symbolic link to the release being served
 *
 * A build is made in a folder of its own and becomes current by renaming a new link over
 * `current`, one atomic step: a reader sees the old release or the new one, never a mix.
 */

const idPattern = /^\d{8}-\d{9}-[0-9a-f]{4}$/;

export function releasesDir(root: string): string {
  return join(root, "releases");
}

export function releaseDir(root: string, id: string): string {
  return join(releasesDir(root), id);
}

function currentLink(root: string): string {
  return join(root, "current");
}

let lastIdTime = 0;

/**
 * A new release id: its UTC time to the millisecond, so ids sort by age (`20261123-104748123`
 * is 10:47:48.123), and a few random characters.
 */
export function newReleaseId(now: number = Date.now()): string {
  // Two ids made in the same millisecond still sort in the order they were made.
  lastIdTime = Math.max(now, lastIdTime + 1);
  const stamp = new Date(lastIdTime)
    .toISOString()
    .replace(/Z$/, "")
    .replace(/[-:.]/g, "")
    .replace("T", "-");
  return `${stamp}-${randomBytes(2).toString("hex")}`;
}

function isReleaseId(id: string): boolean {
  return idPattern.test(id);
}

/** The id of the release being served, or undefined before the first build. */
export function currentReleaseId(root: string): string | undefined {
  try {
    return basename(readlinkSync(currentLink(root)));
  } catch {
    return undefined;
  }
}

function readInfo(root: string, id: string): ReleaseInfo | undefined {
  try {
    const file = join(releaseDir(root, id), releaseFiles.info);
    return releaseInfoSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return undefined;
  }
}

/** The complete releases on disk, newest first. */
export function listReleases(root: string): ReleaseInfo[] {
  const dir = releasesDir(root);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter(isReleaseId)
    .sort()
    .reverse()
    .flatMap((id) => readInfo(root, id) ?? []);
}

/** Makes a complete release the one served, in one rename. */
export function makeCurrent(root: string, id: string): void {
  if (!readInfo(root, id)) throw new Error(`there is no complete build "${id}"`);
  const temporary = join(root, `.current-${process.pid}-${randomBytes(4).toString("hex")}`);
  symlinkSync(join("releases", id), temporary);
  renameSync(temporary, currentLink(root));
}

/**
 * Deletes all but the newest `keep` releases, never the current one. Pages already open keep
 * asking for the hashed files of the build they came from, so the previous builds stay.
 */
export async function pruneReleases(root: string, keep: number): Promise<string[]> {
  const current = currentReleaseId(root);
  const dir = releasesDir(root);
  if (!existsSync(dir)) return [];
  const ids = readdirSync(dir).filter(isReleaseId).sort().reverse();
  const old = ids.slice(keep).filter((id) => id !== current);
  await Promise.all(old.map((id) => rm(releaseDir(root, id), { recursive: true, force: true })));
  return old;
}
