import { existsSync } from "node:fs";
import { cp } from "node:fs/promises";
import { join } from "node:path";
import { instantOf, liveStanding, nextChange } from "../../core/content/live-window.ts";
import {
  type ProjectWindow,
  projectWindows,
  siteTimeZone,
} from "../../core/content/live-windows.server.ts";
import type { ScheduledMoment } from "../../core/studio/publish-api.ts";
import { releaseFiles } from "../releases/release-files.ts";
import { currentReleaseId, releaseDir } from "../releases/releases.ts";
import { projectTextPath, projectTitle } from "./project-title.ts";

/** A published project with a live window, and whether the served build shows it. */
interface PublishedWindow extends ProjectWindow {
  shown: boolean;
  title: string;
}

/** The windows of the content last published, in the site's time zone as last published. */
export interface PublishedWindows {
  timeZone: string;
  windows: PublishedWindow[];
}

/** The folders of the served release's content and of the projects its build held back. */
function servedFolders(buildRoot: string): { content: string; heldBack: string } | undefined {
  const live = currentReleaseId(buildRoot);
  if (live === undefined) return undefined;
  const content = join(releaseDir(buildRoot, live), releaseFiles.content);
  const heldBack = join(releaseDir(buildRoot, live), releaseFiles.heldBack);
  return existsSync(content) ? { content, heldBack } : undefined;
}

function windowsIn(dir: string, shown: boolean): PublishedWindow[] {
  if (!existsSync(dir)) return [];
  return projectWindows(dir).map((window) => ({
    ...window,
    shown,
    title: projectTitle(join(dir, projectTextPath(window.id))) ?? window.id,
  }));
}

/**
 * The live windows of the served release's content: the projects it shows, and those its
 * build held back (release-files.ts `heldBack`). Undefined without a served release that kept
 * its content.
 */
export function publishedWindows(buildRoot: string): PublishedWindows | undefined {
  const folders = servedFolders(buildRoot);
  if (folders === undefined) return undefined;
  return {
    timeZone: siteTimeZone(folders.content),
    windows: [...windowsIn(folders.content, true), ...windowsIn(folders.heldBack, false)],
  };
}

/** Whether what the served build shows differs from what the windows say at `now`. */
export function differsFromWindows({ timeZone, windows }: PublishedWindows, now: number): boolean {
  return windows.some(
    ({ shown, ...window }) => shown !== (liveStanding(window, timeZone, now) === "live"),
  );
}

/** The next moment after `now` a window opens or closes, or undefined when none is ahead. */
export function nextWindowChange({ timeZone, windows }: PublishedWindows, now: number) {
  const moments = windows
    .map((window) => nextChange(window, timeZone, now))
    .filter((moment): moment is number => moment !== undefined);
  return moments.length > 0 ? Math.min(...moments) : undefined;
}

/** The moments ahead of `now`, soonest first, as the Studio lists them. */
export function scheduledMoments(published: PublishedWindows, now: number): ScheduledMoment[] {
  const { timeZone } = published;
  const moments: ScheduledMoment[] = [];
  for (const { id, title, liveFrom, liveUntil } of published.windows) {
    const ends = [
      { change: "goes live", local: liveFrom },
      { change: "comes down", local: liveUntil },
    ] as const;
    for (const { change, local } of ends) {
      if (local === undefined) continue;
      const at = instantOf(local, timeZone);
      if (at > now) moments.push({ projectId: id, title, change, at, timeZone });
    }
  }
  return moments.sort((a, b) => a.at - b.at);
}

/**
 * Writes the content last published, with the projects its build held back put back, into
 * the empty folder `dir`: what a scheduled moment builds. False without a served release that
 * kept its content.
 */
export async function publishedContentInto(buildRoot: string, dir: string): Promise<boolean> {
  const folders = servedFolders(buildRoot);
  if (folders === undefined) return false;
  await cp(folders.content, dir, { recursive: true });
  if (existsSync(folders.heldBack)) await cp(folders.heldBack, dir, { recursive: true });
  return true;
}
