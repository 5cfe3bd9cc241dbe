import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ReleaseInfo } from "../../core/build/release-info.ts";
import type { PublishOverview } from "../../core/studio/publish-api.ts";
import { takeBuildLock } from "../releases/build-lock.ts";
import { releaseFiles } from "../releases/release-files.ts";
import { currentReleaseId, listReleases, makeCurrent, releaseDir } from "../releases/releases.ts";

/** What a kept release records about itself, if it is kept. */
export function releaseInfo(buildRoot: string, releaseId: string): ReleaseInfo | undefined {
  return listReleases(buildRoot).find((release) => release.id === releaseId);
}

/** The release being served and when it was built, as the Publish screen shows it. */
export function servedRelease(buildRoot: string): PublishOverview["live"] {
  const live = currentReleaseId(buildRoot);
  const info = live ? releaseInfo(buildRoot, live) : undefined;
  return info ? { releaseId: info.id, builtAt: info.createdAt } : null;
}

/** The copy of the content a release was built from, inside it. */
export function releaseContent(buildRoot: string, releaseId: string): string {
  return join(releaseDir(buildRoot, releaseId), releaseFiles.content);
}

/** The content the site being served was built from; undefined without one, or without its copy. */
export function servedContent(buildRoot: string): string | undefined {
  const live = currentReleaseId(buildRoot);
  if (live === undefined) return undefined;
  const dir = releaseContent(buildRoot, live);
  return existsSync(dir) ? dir : undefined;
}

/** Whether a release is still kept in the build folder (none is, for no release). */
export function isReleaseKept(buildRoot: string, releaseId: string | null): boolean {
  if (releaseId === null) return false;
  return listReleases(buildRoot).some((release) => release.id === releaseId);
}

/**
 * Serves a kept release from the next request on, under the build lock so that no build
 * switches at the same moment; returns the step's summary.
 */
export function serveRelease(buildRoot: string, releaseId: string): string {
  if (currentReleaseId(buildRoot) === releaseId) return `already serving ${releaseId}`;
  const lock = takeBuildLock(buildRoot, "switch");
  try {
    makeCurrent(buildRoot, releaseId);
  } finally {
    lock.release();
  }
  return `serving ${releaseId}`;
}
