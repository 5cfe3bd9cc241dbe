import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { BuildRequest } from "../../core/build/build-process-messages.ts";
import type {
  ContentChange,
  HistorySummary,
  PreviewState,
  PublishJob,
  PublishOverview,
  RollbackPlan,
} from "../../core/studio/publish-api.ts";
import { projectStanding, standingNotes } from "../content/project-standing.ts";
import { compareManifests, manifestOf, sameContent } from "../files/content-diff.ts";
import { FileHashes } from "../files/file-hashes.ts";
import type { Logger } from "../logger.ts";
import { currentReleaseId } from "../releases/releases.ts";
import { type BuildRunner, forkBuild } from "./build-runner.ts";
import { describeChanges } from "./content-changes.ts";
import { ContentHistory, type HistoryEntry } from "./content-history.ts";
import { waitingStep } from "./job-steps.ts";
import { Previews } from "./previews.ts";
import { projectTextPath, projectTitle } from "./project-title.ts";
import { PublishJobs } from "./publish-jobs.ts";
import {
  isReleaseKept,
  releaseContent,
  releaseInfo,
  servedContent,
  servedRelease,
  serveRelease,
} from "./served-release.ts";
import { unpublishedChanges } from "./unpublished-changes.ts";

export { NoPreviewError } from "./previews.ts";
export { PublishBusyError } from "./publish-jobs.ts";

export interface PublisherOptions {
  /** The artist's content folder, which the Studio's editor writes and a publish builds. */
  contentDir: string;
  /** BUILD_DIR: the releases and the `current` link. */
  buildRoot: string;
  imageCacheDir: string;
  /**
   * The server's data folder (DATA_DIR): every publish's content is kept for good in its
   * `history/`, and the build finds the passwords of private projects there.
   */
  dataDir: string;
  logger: Logger;
  /** Starts a build; a process of its own unless a test says otherwise. */
  runBuild?: BuildRunner;
  clock?: () => number;
}

/** The history has no entry with the id asked for. */
export class UnknownVersionError extends Error {
  override name = "UnknownVersionError";
}

/** How many publishes the overview lists. */
const historyListed = 20;

/**
 * The Studio's publishing: what changed since the last publish, one build at a time (a
 * publish, a preview or a rollback; publish-jobs.ts) with its progress for the pages that watch
 * it, the previews open in the owner's browsers (previews.ts), and the history of every publish.
 */
export class Publisher {
  readonly contentDir: string;
  /** BUILD_DIR, whose current build the Studio's export copies. */
  readonly buildRoot: string;
  readonly #options: PublisherOptions;
  readonly #clock: () => number;
  readonly #jobs: PublishJobs;
  readonly #hashes = new FileHashes();
  readonly #historyDir: string;
  readonly #history: ContentHistory;
  readonly #previews: Previews;
  /** History work, one piece at a time. */
  #historyQueue: Promise<unknown> = Promise.resolve();

  constructor(options: PublisherOptions) {
    this.contentDir = options.contentDir;
    this.buildRoot = options.buildRoot;
    this.#options = options;
    this.#clock = options.clock ?? Date.now;
    this.#jobs = new PublishJobs({
      runBuild: options.runBuild ?? forkBuild,
      logger: options.logger,
      clock: this.#clock,
    });
    this.#previews = new Previews(options.buildRoot);
    this.#historyDir = join(options.dataDir, "history");
    this.#history = new ContentHistory(this.#historyDir, this.#hashes);
  }

  /** What differs between the content folder and the content of the build being served. */
  changes(): Promise<ContentChange[]> {
    return unpublishedChanges(this.contentDir, servedContent(this.buildRoot), this.#hashes);
  }

  async overview(sessionId: string): Promise<PublishOverview> {
    await this.#recordLive();
    const live = servedRelease(this.buildRoot);
    return {
      changes: await this.changes(),
      live,
      job: this.job(),
      preview: this.previewFor(sessionId) ?? null,
      history: this.#history
        .entries()
        .slice(0, historyListed)
        .map((entry) => this.#summary(entry)),
    };
  }

  /** The running job, or the last one this server ran. */
  job(): PublishJob | null {
    return this.#jobs.current();
  }

  /** Tells `listener` every change of the job's progress, until the returned function is called. */
  subscribe(listener: (job: PublishJob) => void): () => void {
    return this.#jobs.subscribe(listener);
  }

  /** Whether any browser has a preview open: otherwise no request needs to look. */
  hasPreviews(): boolean {
    return this.#previews.any();
  }

  /** The preview a session has open, while its build is still kept. */
  previewFor(sessionId: string): PreviewState | undefined {
    return this.#previews.of(sessionId);
  }

  leavePreview(sessionId: string): boolean {
    return this.#previews.leave(sessionId);
  }

  /** Builds the content folder and makes it the site served. */
  publish(): PublishJob {
    return this.#jobs.start("publish", null, async (job) => {
      await this.#recordLive();
      const built = await this.#jobs.build(job, this.#request(this.contentDir, true));
      if (!built.ok) return this.#jobs.failure(built, this.contentDir);
      await this.#published(job, built.info.id, null);
      return { ok: true, releaseId: built.info.id };
    });
  }

  /** Builds the content folder without serving it, for this session to look at first. */
  preview(sessionId: string): PublishJob {
    return this.#jobs.start("preview", null, async (job) => {
      const built = await this.#jobs.build(job, this.#request(this.contentDir, false));
      if (!built.ok) return this.#jobs.failure(built, this.contentDir);
      this.#previews.open(sessionId, { releaseId: built.info.id, builtAt: this.#clock() });
      return { ok: true, releaseId: built.info.id };
    });
  }

  /** Serves the build this session previewed, exactly as it was seen. */
  publishPreview(sessionId: string): PublishJob {
    const preview = this.#previews.required(sessionId);
    return this.#jobs.start("publish", null, async (job) => {
      await this.#recordLive();
      job.steps.push(waitingStep("switch"), waitingStep("history"));
      await this.#jobs.step(job, "switch", async () =>
        serveRelease(this.buildRoot, preview.releaseId),
      );
      await this.#published(job, preview.releaseId, null);
      return { ok: true, releaseId: preview.releaseId };
    });
  }

  /** What going back to a kept version will do, before it is done. */
  async plan(entryId: string): Promise<RollbackPlan> {
    await this.#recordLive();
    const entry = this.#entry(entryId);
    const now = await manifestOf(this.contentDir, this.#hashes);
    const latest = this.#history.entries()[0];
    return {
      entry: this.#summary(entry),
      buildKept: isReleaseKept(this.buildRoot, entry.releaseId),
      // A project removed since that version is named by its title in the version; one whose
      // visitors or sale differ there says what going back makes of it.
      undone: describeChanges(
        compareManifests(entry.files, now),
        (projectId) => {
          const then = this.#history.projectTextIn(entry.files, projectId);
          return (
            projectTitle(join(this.contentDir, projectTextPath(projectId))) ??
            (then === undefined ? undefined : projectTitle(then))
          );
        },
        (projectId) => {
          const then = this.#history.projectTextIn(entry.files, projectId);
          return standingNotes(
            projectStanding(join(this.contentDir, projectTextPath(projectId))),
            then === undefined ? undefined : projectStanding(then),
          );
        },
      ),
      keepsCurrent: latest === undefined || !sameContent(latest.files, now),
    };
  }

  /**
   * Goes back to a kept version: the content folder as it is now is kept first (unless it is
   * kept already), the site switches to that version's build if it is still kept or is rebuilt
   * from it, and only then is the content folder set to that version.
   */
  rollback(entryId: string): PublishJob {
    const entry = this.#entry(entryId);
    const restoring = { entryId: entry.id, at: entry.at };
    return this.#jobs.start("rollback", restoring, async (job) => {
      await this.#recordLive();
      const rebuild = !isReleaseKept(this.buildRoot, entry.releaseId);
      job.steps.push(waitingStep("keep"), ...(rebuild ? [] : [waitingStep("switch")]));
      job.steps.push(waitingStep("restore"), waitingStep("history"));
      await this.#jobs.step(job, "keep", () => this.#keepContent());
      let releaseId = entry.releaseId ?? "";
      if (rebuild) {
        const dir = join(this.#historyDir, `.rebuild-${job.id}`);
        try {
          await this.#removeRebuildLeftovers();
          await this.#history.materialize(entry, dir);
          const built = await this.#jobs.build(job, this.#request(dir, true), "restore");
          if (!built.ok) return this.#jobs.failure(built, dir);
          releaseId = built.info.id;
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      } else {
        await this.#jobs.step(job, "switch", async () => serveRelease(this.buildRoot, releaseId));
      }
      await this.#jobs.step(job, "restore", async () => {
        await this.#history.restore(entry, this.contentDir);
        // The job's headline dates the version in the owner's own time; this says what changed.
        return "it is as it was in that version";
      });
      await this.#published(job, releaseId, entry.id);
      return { ok: true, releaseId };
    });
  }

  /**
   * Stops the running job's build, at the owner's request: the job ends as stopped, and the site
   * served and the content folder stay as they were. False when there is none to stop: no job,
   * one not building (yet, or at all), or one whose build is going live.
   */
  stopBuild(): Promise<boolean> {
    return this.#jobs.stopBuild();
  }

  /** Ends a running build (the server is stopping); the site served stays as it was. */
  async stop(): Promise<void> {
    await this.#jobs.stop();
    await this.#historyQueue.catch(() => undefined);
  }

  #request(contentDir: string, serve: boolean): BuildRequest {
    const { buildRoot, imageCacheDir, dataDir } = this.#options;
    return { contentDir, buildRoot, imageCacheDir, dataDir, makeCurrent: serve };
  }

  #entry(id: string): HistoryEntry {
    const entry = this.#history.get(id);
    if (!entry) throw new UnknownVersionError("There is no kept version with this id.");
    return entry;
  }

  #summary(entry: HistoryEntry): HistorySummary {
    const live = currentReleaseId(this.#options.buildRoot);
    return {
      id: entry.id,
      at: entry.at,
      kind: entry.kind,
      releaseId: entry.releaseId,
      restoredFromAt: entry.restoredFrom
        ? (this.#history.get(entry.restoredFrom)?.at ?? null)
        : null,
      live: entry.releaseId !== null && entry.releaseId === live && entry === this.#liveEntry(),
      changes: entry.changes,
      files: Object.keys(entry.files).length,
    };
  }

  /** The newest entry of the build being served. */
  #liveEntry(): HistoryEntry | undefined {
    const live = currentReleaseId(this.#options.buildRoot);
    return live === undefined ? undefined : this.#history.forRelease(live);
  }

  #queued<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#historyQueue.then(work);
    this.#historyQueue = result.catch(() => undefined);
    return result;
  }

  /**
   * Keeps the build being served in the history if it is not there yet: the first build, or
   * one made with `npm run build`, is kept before anything replaces it.
   */
  #recordLive(): Promise<void> {
    return this.#queued(async () => {
      const live = currentReleaseId(this.#options.buildRoot);
      const dir = servedContent(this.buildRoot);
      if (live === undefined || dir === undefined || this.#history.forRelease(live)) return;
      const info = releaseInfo(this.buildRoot, live);
      await this.#history.record({
        kind: "publish",
        releaseId: live,
        dir,
        at: info ? Date.parse(info.createdAt) : this.#clock(),
      });
    });
  }

  /** Keeps the content folder as it is now, unless the newest kept version is the same. */
  #keepContent(): Promise<string> {
    return this.#queued(async () => {
      const now = await manifestOf(this.contentDir, this.#hashes);
      const latest = this.#history.entries()[0];
      if (latest && sameContent(latest.files, now)) return "it was kept already";
      await this.#history.record({
        kind: "kept",
        releaseId: null,
        dir: this.contentDir,
        at: this.#clock(),
      });
      return "it is in the list of versions";
    });
  }

  async #published(job: PublishJob, releaseId: string, restoredFrom: string | null) {
    this.#previews.closeAll();
    if (!job.steps.some((step) => step.name === "history")) job.steps.push(waitingStep("history"));
    await this.#jobs.step(job, "history", () =>
      this.#queued(async () => {
        const dir = releaseContent(this.buildRoot, releaseId);
        await this.#history.record({
          kind: restoredFrom === null ? "publish" : "rollback",
          releaseId,
          restoredFrom,
          dir,
          at: this.#clock(),
        });
        return "this version is in the list of versions";
      }),
    );
  }

  async #removeRebuildLeftovers(): Promise<void> {
    const names = await readdir(this.#historyDir).catch(() => []);
    await Promise.all(
      names
        .filter((name) => name.startsWith(".rebuild-"))
        .map((name) => rm(join(this.#historyDir, name), { recursive: true, force: true })),
    );
  }
}
