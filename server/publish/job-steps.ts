import { randomUUID } from "node:crypto";
import type { JobOutcome, JobStep, PublishJob } from "../../core/studio/publish-api.ts";

/** A step the job will take, not begun yet. */
export function waitingStep(name: string): JobStep {
  return { name, status: "waiting", ms: null, summary: null };
}

/** A job just started: no steps yet, no outcome. */
export function newJob(
  kind: PublishJob["kind"],
  restoring: PublishJob["restoring"],
  startedAt: number,
): PublishJob {
  return {
    id: randomUUID(),
    kind,
    restoring,
    startedAt,
    finishedAt: null,
    steps: [],
    images: null,
    stoppable: false,
    outcome: null,
  };
}

/**
 * Marks the steps still running when a job ended without success. Of two build stages running
 * at once, the one that failed stopped the other, which did not finish: it shows as not done
 * rather than as the cause. Stopped by the owner, none of them failed: they were not done.
 */
export function settleRunningSteps(job: PublishJob, outcome: JobOutcome): void {
  if (outcome.ok) return;
  for (const step of job.steps) {
    if (step.status !== "running") continue;
    const failed =
      !outcome.stoppedByOwner && (outcome.stage === null || outcome.stage === step.name);
    step.status = failed ? "failed" : "waiting";
  }
}
