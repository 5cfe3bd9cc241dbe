import type { PublishJob } from "../../core/studio/publish-api.ts";
import type { BuildListener } from "./build-runner.ts";
import { waitingStep } from "./job-steps.ts";

/** What becomes of a build's word: the job's steps change, and its watchers are told. */
export interface BuildStepsOptions {
  /** The step the build's stages go before; after the last step when the job has none of it. */
  before: string;
  /** The job has changed: its watchers are told. */
  changed: () => void;
  /** The build is going live: it can no longer be stopped. */
  committed: () => void;
}

/** Writes a build's stages into the job as its steps, in the order the build runs them. */
function addStages(job: PublishJob, names: string[], before: string): void {
  const at = job.steps.findIndex((step) => step.name === before);
  job.steps.splice(at === -1 ? job.steps.length : at, 0, ...names.map(waitingStep));
}

type BuildEvent = Parameters<BuildListener["event"]>[0];

/** Brings a step of the job, or its count of pictures, up to date with an event of the build. */
function applyEvent(job: PublishJob, event: BuildEvent): void {
  if (event.type === "images") {
    job.images = { done: event.done, total: event.total, elapsedMs: event.elapsedMs };
    return;
  }
  const step = job.steps.find((candidate) => candidate.name === event.stage);
  if (step && event.type === "stage-started") step.status = "running";
  if (step && event.type === "stage-done") {
    step.status = "done";
    step.ms = Math.round(event.ms);
    step.summary = event.summary;
  }
}

/** A listener that shows a running build as the job's steps and its progress with pictures. */
export function buildStepsListener(job: PublishJob, options: BuildStepsOptions): BuildListener {
  return {
    stages: (names) => {
      addStages(job, names, options.before);
      options.changed();
    },
    event: (event) => {
      applyEvent(job, event);
      options.changed();
    },
    committed: options.committed,
  };
}
