import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { BuildRequest } from "../../core/build/build-process-messages.ts";
import type {
  ContentChange,
  JobOutcome,
  PublishJob,
  RollbackPlan,
} from "../../core/studio/publish-api.ts";
import { projectStanding, standingNotes } from "../content/project-standing.ts";
import {
  type ContentManifest,
  compareManifests,
  manifestOf,
  sameContent,
} from "../files/content-diff.ts";
import type { FileHashes } from "../files/file-hashes.ts";
import { describeChanges } from "./content-changes.ts";
import type { HistoryEntry } from "./content-history.ts";
import { withoutNewDrafts } from "./drafts-kept.ts";
import { waitingStep } from "./job-steps.ts";
import { projectTextPath, projectTitle } from "./project-title.ts";
import type { JobWork, PublishJobs } from "./publish-jobs.ts";
import type { PublishedVersions } from "./published-versions.ts";
import { isReleaseKept, serveRelease } from "./served-release.ts";

/** What going back to a kept version works with. */
export interface RollbackContext {
  contentDir: string;
  buildRoot: string;
  hashes: FileHashes;
  jobs: PublishJobs;
  versions: PublishedVersions;
  /** The build of a content folder, served as soon as it is built. */
  servedBuild: (contentDir: string) => BuildRequest;
  /** Ends a job whose release went live: the version is kept in the history, as its last step. */
  published: (job: PublishJob, releaseId: string, restoredFrom: string | null) => Promise<void>;
}

/**
 * How the content folder now differs from a version: what going back undoes. A project removed
 * since that version is named by its title in the version; one whose visitors or sale differ
 * there says what going back makes of it. A draft the version does not have stays as it is.
 */
function undoneChanges(
  context: RollbackContext,
  version: ContentManifest,
  now: ContentManifest,
): ContentChange[] {
  const { contentDir, versions } = context;
  const textNow = (projectId: string) => join(contentDir, projectTextPath(projectId));
  const undone = describeChanges(
    compareManifests(version, now),
    (projectId) => {
      const then = versions.projectTextIn(version, projectId);
      return (
        projectTitle(textNow(projectId)) ?? (then === undefined ? undefined : projectTitle(then))
      );
    },
    (projectId) => {
      const then = versions.projectTextIn(version, projectId);
      return standingNotes(
        projectStanding(textNow(projectId)),
        then === undefined ? undefined : projectStanding(then),
      );
    },
  );
  return withoutNewDrafts(contentDir, undone);
}

/** What going back to a kept version will do, before it is done. */
export async function rollbackPlan(
  context: RollbackContext,
  entryId: string,
): Promise<RollbackPlan> {
  const { versions } = context;
  await versions.recordLive();
  const entry = versions.get(entryId);
  const now = await manifestOf(context.contentDir, context.hashes);
  const latest = versions.latest();
  return {
    entry: versions.summary(entry),
    buildKept: isReleaseKept(context.buildRoot, entry.releaseId),
    undone: undoneChanges(context, entry.files, now),
    keepsCurrent: latest === undefined || !sameContent(latest.files, now),
  };
}

/** Removes what rebuilds cut short (the server stopped) left in the history's folder. */
async function removeRebuildLeftovers(historyDir: string): Promise<void> {
  const names = await readdir(historyDir).catch(() => []);
  await Promise.all(
    names
      .filter((name) => name.startsWith(".rebuild-"))
      .map((name) => rm(join(historyDir, name), { recursive: true, force: true })),
  );
}

/** Builds a version again from the history, its build served once it is done; or why not. */
async function rebuild(
  context: RollbackContext,
  job: PublishJob,
  entry: HistoryEntry,
): Promise<JobOutcome> {
  const { versions, jobs } = context;
  const dir = join(versions.historyDir, `.rebuild-${job.id}`);
  try {
    await removeRebuildLeftovers(versions.historyDir);
    await versions.materialize(entry, dir);
    const built = await jobs.build(job, context.servedBuild(dir), "restore");
    if (!built.ok) return jobs.failure(built, dir);
    return { ok: true, releaseId: built.info.id };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Serves a version's build, which is still kept. */
async function switchBack(
  context: RollbackContext,
  job: PublishJob,
  releaseId: string,
): Promise<JobOutcome> {
  await context.jobs.step(job, "switch", async () => serveRelease(context.buildRoot, releaseId));
  return { ok: true, releaseId };
}

/**
 * Goes back to a kept version: the content folder as it is now is kept first (unless it is
 * kept already), the site switches to that version's build if it is still kept or is rebuilt
 * from it, and only then is the content folder set to that version.
 */
export function rollBackTo(context: RollbackContext, entry: HistoryEntry): JobWork {
  const { jobs, versions } = context;
  return async (job) => {
    await versions.recordLive();
    const rebuilt = !isReleaseKept(context.buildRoot, entry.releaseId);
    job.steps.push(waitingStep("keep"), ...(rebuilt ? [] : [waitingStep("switch")]));
    job.steps.push(waitingStep("restore"), waitingStep("history"));
    await jobs.step(job, "keep", () => versions.keepContent());
    const served = rebuilt
      ? await rebuild(context, job, entry)
      : await switchBack(context, job, entry.releaseId ?? "");
    if (!served.ok) return served;
    await jobs.step(job, "restore", async () => {
      await versions.restore(entry);
      // The job's headline dates the version in the owner's own time; this says what changed.
      return "it is as it was in that version";
    });
    await context.published(job, served.releaseId, entry.id);
    return served;
  };
}
