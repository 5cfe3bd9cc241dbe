import type { BuildRequest } from "../../core/build/build-process-messages.ts";
import type { JobOutcome, PublishJob } from "../../core/studio/publish-api.ts";
import type { Logger } from "../logger.ts";
import { type BuildEnding, type FailedBuild, failedBuildOutcome } from "./build-failure.ts";
import type { BuildResult, BuildRunner, RunningBuild } from "./build-runner.ts";
import { buildStepsListener } from "./build-steps.ts";
import { newJob, settleRunningSteps, waitingStep } from "./job-steps.ts";

/** A publish, preview or rollback is running: one at a time. */
export class PublishBusyError extends Error {
  override name = "PublishBusyError";
  readonly job: PublishJob | null;

  constructor(job: PublishJob | null) {
    super("A build is running. Wait for it to finish; its progress is shown here.");
    this.job = job;
  }
}

/** What a job does, adding its steps as it goes; it resolves with how the job ended. */
export type JobWork = (job: PublishJob) => Promise<JobOutcome>;

export interface PublishJobsOptions {
  /** Starts a build. */
  runBuild: BuildRunner;
  logger: Logger;
  clock: () => number;
}

/**
 * Runs the Studio's jobs (a publish, a preview or a rollback) one at a time: each step with its
 * time and summary, the build's stages among them, every change told to the pages that watch,
 * and the running build stopped at the owner's word or when the server stops.
 */
export class PublishJobs {
  readonly #options: PublishJobsOptions;
  readonly #listeners = new Set<(job: PublishJob) => void>();
  #job: PublishJob | null = null;
  #busy = false;
  #build: RunningBuild | undefined;
  #serverStopping = false;
  /** The owner asked to stop the running job's build. */
  #stopAsked = false;

  constructor(options: PublishJobsOptions) {
    this.#options = options;
  }

  /** The running job, or the last one this server ran. */
  current(): PublishJob | null {
    return this.#job === null ? null : structuredClone(this.#job);
  }

  /** Tells `listener` every change of the job's progress, until the returned function is called. */
  subscribe(listener: (job: PublishJob) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Starts `work` as the running job and returns the job as it starts; the work goes on after.
   * Refused with PublishBusyError while another job runs or once the server is stopping.
   */
  start(kind: PublishJob["kind"], restoring: PublishJob["restoring"], work: JobWork): PublishJob {
    if (this.#busy || this.#serverStopping) throw new PublishBusyError(this.current());
    this.#busy = true;
    this.#stopAsked = false;
    const job = newJob(kind, restoring, this.#options.clock());
    this.#job = job;
    this.#notify();
    work(job).then(
      (outcome) => this.#finish(job, outcome),
      (error: unknown) => this.#broke(job, error),
    );
    return structuredClone(job);
  }

  /** Runs one of the job's own steps (not the build's), timing it and keeping its summary. */
  async step(job: PublishJob, name: string, work: () => Promise<string> | string): Promise<void> {
    const step = job.steps.find((candidate) => candidate.name === name) ?? waitingStep(name);
    if (!job.steps.includes(step)) job.steps.push(step);
    step.status = "running";
    this.#notify();
    const started = performance.now();
    step.summary = await work();
    step.ms = Math.round(performance.now() - started);
    step.status = "done";
    this.#notify();
  }

  /**
   * Runs a build for the job, its stages becoming the job's steps (before the step named
   * `before`); the owner may stop it until it begins to go live.
   */
  async build(job: PublishJob, request: BuildRequest, before = "history"): Promise<BuildResult> {
    if (this.#serverStopping)
      return { ok: false, stage: null, message: "The server is stopping.", locked: false };
    const listener = buildStepsListener(job, {
      before,
      changed: () => this.#notify(),
      committed: () => {
        job.stoppable = false;
        this.#notify();
      },
    });
    const build = this.#options.runBuild(request, listener);
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

  /** The outcome of a build of `contentDir` that ended without a release. */
  failure(result: FailedBuild, contentDir: string): JobOutcome {
    return failedBuildOutcome(result, contentDir, this.#ending());
  }

  /**
   * Stops the running job's build, at the owner's request: the job ends as stopped. False when
   * there is none to stop: no job, one not building (yet, or at all), or one whose build is
   * going live.
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

  /** Ends a running build and starts no more (the server is stopping). */
  async stop(): Promise<void> {
    this.#serverStopping = true;
    await this.#build?.stop();
  }

  #ending(): BuildEnding {
    if (this.#serverStopping) return "server-stopping";
    return this.#stopAsked ? "stopped-by-owner" : "failed";
  }

  #finish(job: PublishJob, outcome: JobOutcome): void {
    settleRunningSteps(job, outcome);
    job.outcome = outcome;
    job.finishedAt = this.#options.clock();
    this.#busy = false;
    this.#options.logger.info(`studio: ${job.kind} ${outcome.ok ? "done" : "failed"}`, {
      job: job.id,
      ...(outcome.ok ? { release: outcome.releaseId } : { stage: outcome.stage }),
    });
    this.#notify();
  }

  /** The work threw: the job ends as failed, with what was thrown as its message. */
  #broke(job: PublishJob, error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    this.#options.logger.error(`studio: ${job.kind} broke`, { job: job.id, error: message });
    this.#finish(job, { ok: false, stage: null, message, problems: [], stoppedByOwner: false });
  }

  #notify(): void {
    if (this.#job === null) return;
    const snapshot = structuredClone(this.#job);
    for (const listener of this.#listeners) listener(snapshot);
  }
}
