import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { BuildRequest } from "../../core/build/build-process-messages.ts";
import type {
  ContentChange,
  HistorySummary,
  JobOutcome,
  PreviewState,
  PublishJob,
  PublishOverview,
  RollbackPlan,
} from "../../core/studio/publish-api.ts";
import { projectStanding, standingNotes } from "../content/project-standing.ts";
import {
  compareFolders,
  compareManifests,
  manifestOf,
  sameContent,
} from "../files/content-diff.ts";
import { FileHashes } from "../files/file-hashes.ts";
import type { Logger } from "../logger.ts";
import { takeBuildLock } from "../releases/build-lock.ts";
import { releaseFiles } from "../releases/release-files.ts";
import { currentReleaseId, listReleases, makeCurrent, releaseDir } from "../releases/releases.ts";
import { buildProblems } from "./build-problems.ts";
import {
  type BuildResult,
  type BuildRunner,
  forkBuild,
  type RunningBuild,
} from "./build-runner.ts";
import { describeChanges } from "./content-changes.ts";
import { ContentHistory, type HistoryEntry } from "./content-history.ts";
import { projectTextPath, projectTitle } from "./project-title.ts";

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

/** A publish, preview or rollback is running: one at a time. */
export class PublishBusyError extends Error {
  override name = "PublishBusyError";
  readonly job: PublishJob | null;

  constructor(job: PublishJob | null) {
    super("A build is running. Wait for it to finish; its progress is shown here.");
    this.job = job;
  }
}

/** The history has no entry with the id asked for. */
export class UnknownVersionError extends Error {
  override name = "UnknownVersionError";
}

/** This browser has no preview open. */
export class NoPreviewError extends Error {
  override name = "NoPreviewError";
}

/** How many publishes the overview lists. */
const historyListed = 20;

/**
 * The Studio's publishing: what changed since the last publish, one build at a time (a
 * publish, a preview or a rollback) with its progress for the pages that watch it, the
 * previews open in the owner's browsers, and the history of every publish.
 */
export class Publisher {
  readonly contentDir: string;
  /** BUILD_DIR, whose current build the Studio's export copies. */
  readonly buildRoot: string;
  readonly #options: PublisherOptions;
  readonly #runBuild: BuildRunner;
  readonly #clock: () => number;
  readonly #hashes = new FileHashes();
  readonly #historyDir: string;
  readonly #history: ContentHistory;
  readonly #listeners = new Set<(job: PublishJob) => void>();
  /** The preview each session has open, by session id. */
  readonly #previews = new Map<string, PreviewState>();
  #job: PublishJob | null = null;
  #busy = false;
  #build: RunningBuild | undefined;
  #stopped = false;
  /** The owner asked to stop the running job's build. */
  #stopAsked = false;
  /** History work, one piece at a time. */
  #historyQueue: Promise<unknown> = Promise.resolve();

  constructor(options: PublisherOptions) {
    this.contentDir = options.contentDir;
    this.buildRoot = options.buildRoot;
    this.#options = options;
    this.#runBuild = options.runBuild ?? forkBuild;
    this.#clock = options.clock ?? Date.now;
    this.#historyDir = join(options.dataDir, "history");
    this.#history = new ContentHistory(this.#historyDir, this.#hashes);
  }

  /** What differs between the content folder and the content of the build being served. */
  async changes(): Promise<ContentChange[]> {
    const live = this.#liveContent();
    const diff = await compareFolders(this.contentDir, live, this.#hashes);
    return describeChanges(
      diff,
      (projectId) => {
        const text = projectTextPath(projectId);
        return (
          projectTitle(join(this.contentDir, text)) ??
          (live === undefined ? undefined : projectTitle(join(live, text)))
        );
      },
      (projectId) => {
        const text = projectTextPath(projectId);
        return standingNotes(
          live === undefined ? undefined : projectStanding(join(live, text)),
          projectStanding(join(this.contentDir, text)),
        );
      },
    );
  }

  async overview(sessionId: string): Promise<PublishOverview> {
    await this.#recordLive();
    const live = currentReleaseId(this.#options.buildRoot);
    const info = live
      ? listReleases(this.#options.buildRoot).find((r) => r.id === live)
      : undefined;
    return {
      changes: await this.changes(),
      live: info ? { releaseId: info.id, builtAt: info.createdAt } : null,
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
    return this.#job === null ? null : structuredClone(this.#job);
  }

  /** Tells `listener` every change of the job's progress, until the returned function is called. */
  subscribe(listener: (job: PublishJob) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Whether any browser has a preview open: otherwise no request needs to look. */
  hasPreviews(): boolean {
    return this.#previews.size > 0;
  }

  /** The preview a session has open, while its build is still kept. */
  previewFor(sessionId: string): PreviewState | undefined {
    const preview = this.#previews.get(sessionId);
    if (preview && !existsSync(join(releaseDir(this.#options.buildRoot, preview.releaseId)))) {
      this.#previews.delete(sessionId);
      return undefined;
    }
    return preview;
  }

  leavePreview(sessionId: string): boolean {
    return this.#previews.delete(sessionId);
  }

  /** Builds the content folder and makes it the site served. */
  publish(): PublishJob {
    return this.#start("publish", null, async (job) => {
      await this.#recordLive();
      const built = await this.#runStages(job, this.#request(this.contentDir, true));
      if (!built.ok) return this.#failure(built, this.contentDir);
      await this.#published(job, built.info.id, null);
      return { ok: true, releaseId: built.info.id };
    });
  }

  /** Builds the content folder without serving it, for this session to look at first. */
  preview(sessionId: string): PublishJob {
    return this.#start("preview", null, async (job) => {
      const built = await this.#runStages(job, this.#request(this.contentDir, false));
      if (!built.ok) return this.#failure(built, this.contentDir);
      this.#previews.set(sessionId, { releaseId: built.info.id, builtAt: this.#clock() });
      return { ok: true, releaseId: built.info.id };
    });
  }

  /** Serves the build this session previewed, exactly as it was seen. */
  publishPreview(sessionId: string): PublishJob {
    const preview = this.previewFor(sessionId);
    if (!preview) throw new NoPreviewError("There is no preview open in this browser.");
    return this.#start("publish", null, async (job) => {
      await this.#recordLive();
      job.steps.push(waiting("switch"), waiting("history"));
      await this.#step(job, "switch", async () => this.#switchTo(preview.releaseId));
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
      buildKept: this.#kept(entry.releaseId),
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
    return this.#start("rollback", entry, async (job) => {
      await this.#recordLive();
      const rebuild = !this.#kept(entry.releaseId);
      job.steps.push(waiting("keep"), ...(rebuild ? [] : [waiting("switch")]));
      job.steps.push(waiting("restore"), waiting("history"));
      await this.#step(job, "keep", () => this.#keepContent());
      let releaseId = entry.releaseId ?? "";
      if (rebuild) {
        const dir = join(this.#historyDir, `.rebuild-${job.id}`);
        try {
          await this.#removeRebuildLeftovers();
          await this.#history.materialize(entry, dir);
          const built = await this.#runStages(job, this.#request(dir, true), "restore");
          if (!built.ok) return this.#failure(built, dir);
          releaseId = built.info.id;
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      } else {
        await this.#step(job, "switch", async () => this.#switchTo(releaseId));
      }
      await this.#step(job, "restore", async () => {
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
  async stopBuild(): Promise<boolean> {
    const build = this.#build;
    if (build === undefined || this.#job?.stoppable !== true) return false;
    this.#stopAsked = true;
    const stopped = await build.cancel();
    // Going live already, it went on: its outcome is its own.
    if (!stopped) this.#stopAsked = false;
    return stopped;
  }

  /** Ends a running build (the server is stopping); the site served stays as it was. */
  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#build?.stop();
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

  #kept(releaseId: string | null): boolean {
    if (releaseId === null) return false;
    return listReleases(this.#options.buildRoot).some((release) => release.id === releaseId);
  }

  #liveContent(): string | undefined {
    const live = currentReleaseId(this.#options.buildRoot);
    if (live === undefined) return undefined;
    const dir = join(releaseDir(this.#options.buildRoot, live), releaseFiles.content);
    return existsSync(dir) ? dir : undefined;
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
      const dir = this.#liveContent();
      if (live === undefined || dir === undefined || this.#history.forRelease(live)) return;
      const info = listReleases(this.#options.buildRoot).find((release) => release.id === live);
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
    this.#previews.clear();
    if (!job.steps.some((step) => step.name === "history")) job.steps.push(waiting("history"));
    await this.#step(job, "history", () =>
      this.#queued(async () => {
        const dir = join(releaseDir(this.#options.buildRoot, releaseId), releaseFiles.content);
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

  #switchTo(releaseId: string): string {
    const { buildRoot } = this.#options;
    if (currentReleaseId(buildRoot) === releaseId) return `already serving ${releaseId}`;
    const lock = takeBuildLock(buildRoot, "switch");
    try {
      makeCurrent(buildRoot, releaseId);
    } finally {
      lock.release();
    }
    return `serving ${releaseId}`;
  }

  async #removeRebuildLeftovers(): Promise<void> {
    const names = await readdir(this.#historyDir).catch(() => []);
    await Promise.all(
      names
        .filter((name) => name.startsWith(".rebuild-"))
        .map((name) => rm(join(this.#historyDir, name), { recursive: true, force: true })),
    );
  }

  #failure(result: Extract<BuildResult, { ok: false }>, contentDir: string): JobOutcome {
    if (this.#stopped) {
      const message = "The server stopped during the build; the site being served is unchanged.";
      return { ok: false, stage: result.stage, message, problems: [], stoppedByOwner: false };
    }
    if (this.#stopAsked) {
      const message = "You stopped the build before it had finished.";
      return { ok: false, stage: null, message, problems: [], stoppedByOwner: true };
    }
    const message = result.locked
      ? `Cannot build now: ${result.message}.`
      : result.stage === null
        ? result.message
        : `${result.message}\nThe build stopped at "${result.stage}"; the site being served is unchanged.`;
    return {
      ok: false,
      stage: result.stage,
      message,
      problems: result.locked ? [] : buildProblems(result.message, contentDir),
      stoppedByOwner: false,
    };
  }

  /** Runs a build, its stages becoming the job's steps (before the step named `before`). */
  async #runStages(
    job: PublishJob,
    request: BuildRequest,
    before = "history",
  ): Promise<BuildResult> {
    if (this.#stopped)
      return { ok: false, stage: null, message: "The server is stopping.", locked: false };
    const startedAt = new Map<string, number>();
    const build = this.#runBuild(request, {
      stages: (names) => {
        const at = job.steps.findIndex((step) => step.name === before);
        job.steps.splice(at === -1 ? job.steps.length : at, 0, ...names.map(waiting));
        this.#notify();
      },
      event: (event) => {
        if (event.type === "images") {
          job.images = { done: event.done, total: event.total, elapsedMs: event.elapsedMs };
        } else {
          const step = job.steps.find((candidate) => candidate.name === event.stage);
          if (step && event.type === "stage-started") {
            step.status = "running";
            startedAt.set(event.stage, this.#clock());
          }
          if (step && event.type === "stage-done") {
            Object.assign(step, {
              status: "done",
              ms: Math.round(event.ms),
              summary: event.summary,
            });
          }
        }
        this.#notify();
      },
      committed: () => {
        job.stoppable = false;
        this.#notify();
      },
    });
    this.#build = build;
    job.stoppable = true;
    this.#notify();
    try {
      return await build.done;
    } finally {
      this.#build = undefined;
      job.stoppable = false;
    }
  }

  async #step(job: PublishJob, name: string, work: () => Promise<string> | string) {
    const step = job.steps.find((candidate) => candidate.name === name) ?? waiting(name);
    if (!job.steps.includes(step)) job.steps.push(step);
    step.status = "running";
    this.#notify();
    const started = performance.now();
    step.summary = await work();
    step.ms = Math.round(performance.now() - started);
    step.status = "done";
    this.#notify();
  }

  #start(
    kind: PublishJob["kind"],
    restoring: HistoryEntry | null,
    work: (job: PublishJob) => Promise<JobOutcome>,
  ): PublishJob {
    if (this.#busy || this.#stopped) throw new PublishBusyError(this.job());
    this.#busy = true;
    this.#stopAsked = false;
    const job: PublishJob = {
      id: randomUUID(),
      kind,
      restoring: restoring ? { entryId: restoring.id, at: restoring.at } : null,
      startedAt: this.#clock(),
      finishedAt: null,
      steps: [],
      images: null,
      stoppable: false,
      outcome: null,
    };
    this.#job = job;
    this.#notify();
    const finish = (outcome: JobOutcome) => {
      if (!outcome.ok) {
        // Of two build stages running at once, the one that failed stopped the other, which
        // did not finish: it shows as not done rather than as the cause.
        // Stopped by the owner, none of them failed: they were not done.
        for (const step of job.steps) {
          if (step.status !== "running") continue;
          const failed =
            !outcome.stoppedByOwner && (outcome.stage === null || outcome.stage === step.name);
          step.status = failed ? "failed" : "waiting";
        }
      }
      job.outcome = outcome;
      job.finishedAt = this.#clock();
      this.#busy = false;
      this.#options.logger.info(`studio: ${kind} ${outcome.ok ? "done" : "failed"}`, {
        job: job.id,
        ...(outcome.ok ? { release: outcome.releaseId } : { stage: outcome.stage }),
      });
      this.#notify();
    };
    work(job).then(finish, (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      this.#options.logger.error(`studio: ${kind} broke`, { job: job.id, error: message });
      finish({ ok: false, stage: null, message, problems: [], stoppedByOwner: false });
    });
    return structuredClone(job);
  }

  #notify(): void {
    if (this.#job === null) return;
    const snapshot = structuredClone(this.#job);
    for (const listener of this.#listeners) listener(snapshot);
  }
}

function waiting(name: string) {
  return { name, status: "waiting" as const, ms: null, summary: null };
}
