import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { ContentError } from "./content-error.server.ts";
import { parseFrontmatter } from "./frontmatter.server.ts";
import {
  isTimeZone,
  type LiveStanding,
  type LiveWindow,
  liveStanding,
  localTimeSchema,
} from "./live-window.ts";
import { draftSchema } from "./project-schema.ts";
import { projectFileName, projectFolders } from "./projects.server.ts";
import { readYaml } from "./read-yaml.server.ts";

/** The time zone of the windows when site.yaml names none. */
const defaultTimeZone = "UTC";

// Only the fields a window needs: a project is known to be out of its window before the rest
// of it is read, as a draft is.
const windowFields = z.object({
  draft: draftSchema,
  liveFrom: localTimeSchema.optional(),
  liveUntil: localTimeSchema.optional(),
});

const timeZoneField = z.object({ timeZone: z.string().optional() });

/** The time zone site.yaml of the content folder `dir` gives its windows. */
export function siteTimeZone(dir: string): string {
  try {
    const { timeZone } = readYaml(join(dir, "site.yaml"), timeZoneField);
    if (timeZone !== undefined && isTimeZone(timeZone)) return timeZone;
  } catch {
    // An unreadable site.yaml, or an unknown zone, stops the build with its own message.
  }
  return defaultTimeZone;
}

/** A project that is not a draft and has a window, by its folder name. */
export interface ProjectWindow extends LiveWindow {
  id: string;
}

function windowOf(file: string): (LiveWindow & { draft?: boolean }) | undefined {
  let data: unknown;
  try {
    data = parseFrontmatter(readFileSync(file, "utf8")).data;
  } catch {
    return undefined;
  }
  if (typeof data !== "object" || data === null) return undefined;
  const result = windowFields.safeParse(data);
  if (!result.success) throw ContentError.fromZod(file, result.error);
  return result.data;
}

/**
 * The windows of the projects of the content folder `dir` that have one; drafts are left out
 * whatever their window says. A `liveFrom` or `liveUntil` that is not a time stops with the
 * file and what to write.
 */
export function projectWindows(dir: string): ProjectWindow[] {
  const projectsDir = join(dir, "projects");
  const windows: ProjectWindow[] = [];
  for (const id of projectFolders(projectsDir)) {
    const window = windowOf(join(projectsDir, id, projectFileName));
    if (!window || window.draft === true) continue;
    if (window.liveFrom === undefined && window.liveUntil === undefined) continue;
    windows.push({ id, liveFrom: window.liveFrom, liveUntil: window.liveUntil });
  }
  return windows;
}

/** A project a build holds back because it is outside its window at the build's moment. */
export interface OutOfWindow {
  id: string;
  standing: Exclude<LiveStanding, "live">;
}

/** The projects of the content folder `dir` outside their window at `now`. */
export function projectsOutOfWindow(dir: string, now: number): OutOfWindow[] {
  const timeZone = siteTimeZone(dir);
  const out: OutOfWindow[] = [];
  for (const window of projectWindows(dir)) {
    const standing = liveStanding(window, timeZone, now);
    if (standing !== "live") out.push({ id: window.id, standing });
  }
  return out;
}
