import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { BuildRequest } from "../../core/build/build-process-messages.ts";
import type {
  ContentChange,
  PreviewState,
  PublishJob,
  PublishOverview,
  RollbackPlan,
} from "../../core/studio/publish-api.ts";
import { FileHashes } from "../files/file-hashes.ts";
import type { Logger } from "../logger.ts";
import { type BuildRunner, forkBuild } from "./build-runner.ts";
import { waitingStep } from "./job-steps.ts";
import { Previews } from "./previews.ts";
import { PublishJobs } from "./publish-jobs.ts";
import { PublishedVersions } from "./published-versions.ts";
import { publishedContentInto, publishedWindows, scheduledMoments } from "./published-windows.ts";
import { type RollbackContext, rollBackTo, rollbackPlan } from "./rollback.ts";
import { servedContent, servedRelease, serveRelease } from "./served-release.ts";
import { unpublishedChanges } from "./unpublished-changes.ts";

export { NoPreviewError } from "./previews.ts";
export { PublishBusyError } from "./publish-jobs.ts";
export { UnknownVersionError } from "./published-versions.ts";

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

/**
 * The Studio's publishing, as its routes use it: what changed since the last publish, one job
 * at a time (a publish, a preview or a rollback; publish-jobs.ts) with its progress for the
 * pages that watch it, the previews open in the owner's browsers (previews.ts), and the
 * history of every publish (published-versions.ts, rollback.ts).
 */
export class Publisher {
  readonly contentDir: string;
  /** BUILD_DIR, whose current build the Studio's export copies. */
  readonly buildRoot: string;
  readonly #options: PublisherOptions;
  readonly #clock: () => number;
  readonly #hashes = new FileHashes();
  readonly #jobs: PublishJobs;
  readonly #previews: Previews;
  readonly #versions: PublishedVersions;
  readonly #rollbackContext: RollbackContext;

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
    this.#versions = new PublishedVersions({
      historyDir: join(options.dataDir, "history"),
      contentDir: options.contentDir,
      buildRoot: options.buildRoot,
      hashes: this.#hashes,
      clock: this.#clock,
    });
    this.#rollbackContext = {
      contentDir: options.contentDir,
      buildRoot: options.buildRoot,
      hashes: this.#hashes,
      jobs: this.#jobs,
      versions: this.#versions,
      servedBuild: (contentDir) => this.#request(contentDir, true),
      published: (job, releaseId, restoredFrom) => this.#published(job, releaseId, restoredFrom),
    };
  }

  /** What differs between the content folder and the content of the build being served. */
  changes(): Promise<ContentChange[]> {
    return unpublishedChanges(this.contentDir, servedContent(this.buildRoot), this.#hashes);
  }

  async overview(sessionId: string): Promise<PublishOverview> {
    await this.#versions.recordLive();
    const live = servedRelease(this.buildRoot);
    return {
      changes: await this.changes(),
      live,
      job: this.job(),
      preview: this.previewFor(sessionId) ?? null,
      history: this.#versions.listed(),
      scheduled: this.scheduled(),
    };
  }

  /** The moments ahead at which the server publishes by itself, soonest first. */
  scheduled(): PublishOverview["scheduled"] {
    const published = publishedWindows(this.buildRoot);
    return published === undefined ? [] : scheduledMoments(published, this.#clock());
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
      await this.#versions.recordLive();
      const built = await this.#jobs.build(job, this.#request(this.contentDir, true));
      if (!built.ok) return this.#jobs.failure(built, this.contentDir);
      await this.#published(job, built.info.id, null);
      return { ok: true, releaseId: built.info.id };
    });
  }

  /**
   * Builds the content as last published, with the live windows as they are at `now`, and
   * serves it: a project's moment publishes what the owner published, never the edits still
   * in the content folder. Refused with PublishBusyError while another job runs.
   */
  publishScheduled(now: number): PublishJob {
    return this.#jobs.start("publish", null, async (job) => {
      await this.#versions.recordLive();
      const dir = join(this.#versions.historyDir, `.scheduled-${job.id}`);
      try {
        if (!(await publishedContentInto(this.buildRoot, dir))) {
          const message = "The site served keeps no copy of its content to publish again.";
          return { ok: false, stage: null, message, problems: [], stoppedByOwner: false };
        }
        const built = await this.#jobs.build(job, { ...this.#request(dir, true), now });
        if (!built.ok) return this.#jobs.failure(built, dir);
        await this.#published(job, built.info.id, null, true);
        return { ok: true, releaseId: built.info.id };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  }

  /** Builds the content folder without serving it, for this session to look at first. */
  preview(sessionId: string): PublishJob {
    return this.#jobs.start("preview", null, async (job) => {
      const built = await this.#jobs.build(job, this.#request(this.contentDir, false));
      if (!built.ok) return this.#jobs.failure(built, this.contentDir);
      this.#previews.open(sessionId, {
        releaseId: built.info.id,
        builtAt: this.#clock(),
        drafts: built.info.drafts ?? [],
      });
      return { ok: true, releaseId: built.info.id };
    });
  }

  /**
   * Serves the build this session previewed, exactly as it was seen; a preview that shows drafts
   * is built again without them, as a publish.
   */
  publishPreview(sessionId: string): PublishJob {
    const { releaseId, drafts } = this.#previews.required(sessionId);
    if (drafts.length > 0) return this.publish();
    return this.#jobs.start("publish", null, async (job) => {
      await this.#versions.recordLive();
      job.steps.push(waitingStep("switch"), waitingStep("history"));
      await this.#jobs.step(job, "switch", async () => serveRelease(this.buildRoot, releaseId));
      await this.#published(job, releaseId, null);
      return { ok: true, releaseId };
    });
  }

  /** What going back to a kept version will do, before it is done. */
  plan(entryId: string): Promise<RollbackPlan> {
    return rollbackPlan(this.#rollbackContext, entryId);
  }

  /**
   * Goes back to a kept version (rollback.ts): the content as it is now is kept first, the site
   * switches to that version's build or to a new build of it, then the content folder follows.
   */
  rollback(entryId: string): PublishJob {
    const entry = this.#versions.get(entryId);
    const restoring = { entryId: entry.id, at: entry.at };
    return this.#jobs.start("rollback", restoring, rollBackTo(this.#rollbackContext, entry));
  }

  /**
   * Stops the running job's build, at the owner's request: the job ends as stopped, and the site
   * served and the content folder stay as they were. False when there is none to stop.
   */
  stopBuild(): Promise<boolean> {
    return this.#jobs.stopBuild();
  }

  /** Ends a running build (the server is stopping); the site served stays as it was. */
  async stop(): Promise<void> {
    await this.#jobs.stop();
    await this.#versions.settled();
  }

  #request(contentDir: string, serve: boolean): BuildRequest {
    const { buildRoot, imageCacheDir, dataDir } = this.#options;
    // A preview shows the drafts; a build that goes live leaves them out.
    return {
      contentDir,
      buildRoot,
      imageCacheDir,
      dataDir,
      makeCurrent: serve,
      showDrafts: !serve,
    };
  }

  /** A release went live: the previews are closed, and the version is kept as the last step. */
  async #published(
    job: PublishJob,
    releaseId: string,
    restoredFrom: string | null,
    scheduled = false,
  ) {
    this.#previews.closeAll();
    await this.#jobs.step(job, "history", () =>
      this.#versions.recordPublished(releaseId, restoredFrom, scheduled),
    );
  }
}
