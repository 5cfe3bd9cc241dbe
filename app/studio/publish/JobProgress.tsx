import type { RefObject } from "react";
import type { JobStep, PublishJob } from "../../../core/studio/publish-api.ts";
import { plainButton } from "../shared/buttons.ts";
import {
  currentStep,
  durationInWords,
  jobHeadline,
  picturesInWords,
  stepName,
  stepSummary,
} from "./job-words.ts";

const marks: Record<JobStep["status"], string> = {
  done: "✓",
  running: "…",
  waiting: "·",
  failed: "✗",
};
const statusWords: Record<JobStep["status"], string> = {
  done: "done",
  running: "in progress",
  waiting: "waiting",
  failed: "stopped here",
};

function Step({ job, step }: { job: PublishJob; step: JobStep }) {
  const pictures = step.name === "images" && step.status === "running" ? job.images : null;
  // Once a job has ended, a step it did not reach, or stopped beside the one that failed, will
  // not run: it is not waiting.
  const status =
    job.finishedAt !== null && step.status === "waiting" ? "not done" : statusWords[step.status];
  return (
    <li
      className={`flex gap-2 py-1 ${step.status === "waiting" ? "text-muted" : ""} ${step.status === "failed" ? "text-accent" : ""}`}
    >
      <span aria-hidden="true" className="w-4 shrink-0 text-center">
        {marks[step.status]}
      </span>
      <div className="min-w-0">
        <span
          className={step.status === "running" || step.status === "failed" ? "font-semibold" : ""}
        >
          {stepName(job, step.name)}
        </span>
        <span className={step.status === "failed" ? "" : "sr-only"}>: {status}</span>
        {step.status === "done" && step.ms !== null && (
          <span className="text-sm text-muted"> ({durationInWords(step.ms)})</span>
        )}
        {step.status === "done" && stepSummary(step) && (
          <span className="block text-sm text-muted break-words">{stepSummary(step)}</span>
        )}
        {pictures && pictures.total > 0 && (
          <label className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span>{picturesInWords(pictures)}</span>
            <progress
              max={pictures.total}
              value={pictures.done}
              className="h-2 w-40 max-w-full accent-ink"
            />
          </label>
        )}
      </div>
    </li>
  );
}

/**
 * A publish, preview or rollback as it goes: its headline, each step with its state (done
 * with its summary and time, running, waiting), the pictures done of all with the time left,
 * and how it ended. Screen readers are told each step as it starts and the outcome; the
 * picture count is there to read, not announced at every picture.
 */
export function JobProgress({
  job,
  headingRef,
  onStop,
  stopping,
}: {
  job: PublishJob;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Stops the running build; the site and the content folder stay as they are. */
  onStop: () => void;
  stopping: boolean;
}) {
  const failed = job.outcome && !job.outcome.ok ? job.outcome : null;
  return (
    <section aria-labelledby="job-heading" className="mt-8 border border-line p-4">
      <h2 id="job-heading" ref={headingRef} tabIndex={-1} className="text-xl outline-none">
        {jobHeadline(job)}
      </h2>
      <p role="status" className="sr-only">
        {currentStep(job)}
      </p>
      {job.steps.length === 0 && job.finishedAt === null && <p className="mt-2">Starting…</p>}
      <ol className="mt-3" aria-label="Steps">
        {job.steps.map((step) => (
          <Step key={step.name} job={job} step={step} />
        ))}
      </ol>
      {job.stoppable && job.finishedAt === null && (
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
          {/* Not disabled while stopping: the focus stays on it for whoever pressed it by keyboard. */}
          <button
            type="button"
            aria-disabled={stopping}
            onClick={stopping ? undefined : onStop}
            className={`${plainButton} aria-disabled:opacity-70`}
          >
            {stopping ? "Stopping…" : "Stop the build"}
          </button>
          <span className="text-sm text-muted">The site and your content stay as they are.</span>
        </p>
      )}
      {failed && (
        <div role="alert" className="mt-4 border-l-4 border-accent bg-line/40 px-3 py-2">
          <p className="font-semibold">The site being served is unchanged.</p>
          <p className="mt-1 whitespace-pre-wrap break-words" data-testid="build-error">
            {failed.message}
          </p>
        </div>
      )}
    </section>
  );
}
