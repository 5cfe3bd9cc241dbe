import type { JobStep, PublishJob } from "../../../core/studio/publish-api.ts";
import { countedNoun } from "../../../core/words/counted-noun.ts";
import { formatTime } from "../shared/format-time.ts";

/** The steps of a publish as the artist reads them; a step not named here shows its own name. */
const stepNames: Record<string, string> = {
  keep: "Keeping what you have saved now",
  content: "Checking the content",
  images: "Preparing the pictures",
  pages: "Making the pages",
  styles: "Writing the stylesheet into the pages",
  scripts: "Readying the pages' scripts",
  "site files": "Writing the sitemap and site files",
  security: "Securing the pages",
  "private pages": "Setting the private projects' pages aside",
  compression: "Compressing",
  switch: "Going live",
  restore: "Setting what you have saved back to that version",
  history: "Adding this version to the list of versions",
};

/**
 * The steps whose summary tells the artist something (the content read, the pictures and pages
 * made, what was saved kept or set back): the others are the build's own housekeeping, which
 * their name and time say enough about ("serving 20261126-...", "88 files in brotli and gzip").
 */
const toldSummaries = new Set(["keep", "content", "images", "pages", "restore", "history"]);

/** What a finished step did, when that tells the artist something. */
export function stepSummary(step: Pick<JobStep, "name" | "summary">): string | null {
  return toldSummaries.has(step.name) ? step.summary : null;
}

export function stepName(job: Pick<PublishJob, "kind">, step: string): string {
  // A preview's last build step keeps it aside instead of serving it.
  if (step === "switch" && job.kind === "preview") return "Keeping the preview aside";
  return stepNames[step] ?? step;
}

function seconds(ms: number): string {
  const s = Math.max(1, Math.round(ms / 1000));
  if (s < 90) return `${s} s`;
  return `${Math.round(s / 60)} min`;
}

/** "12 of 34 pictures, about 8 s left": the picture step's progress. */
export function picturesInWords(images: NonNullable<PublishJob["images"]>): string {
  const { done, total, elapsedMs } = images;
  const counted = `${done} of ${countedNoun(total, "picture")}`;
  if (done === 0 || done >= total) return counted;
  return `${counted}, about ${seconds((elapsedMs / done) * (total - done))} left`;
}

/** How long a finished step took. */
export function durationInWords(ms: number): string {
  return ms < 1000 ? `${(ms / 1000).toFixed(1)} s` : seconds(ms);
}

const stoppedHeadlines: Record<PublishJob["kind"], string> = {
  publish: "Publishing stopped",
  preview: "The preview was stopped",
  rollback: "Going back was stopped",
};

/** The job's headline: what it is doing, or how it ended. */
export function jobHeadline(job: PublishJob): string {
  const ok = job.outcome?.ok;
  const running = job.finishedAt === null;
  if (job.outcome && !job.outcome.ok && job.outcome.stoppedByOwner)
    return stoppedHeadlines[job.kind];
  if (job.kind === "preview") {
    if (running) return "Building a preview…";
    return ok ? "The preview is ready" : "The preview could not be built";
  }
  if (job.kind === "rollback") {
    const when = job.restoring ? ` of ${formatTime(job.restoring.at)}` : "";
    if (running) return `Going back to the version${when}…`;
    return ok ? `Back to the version${when}` : "Could not go back";
  }
  if (running) return "Publishing…";
  return ok ? "Published" : "Not published";
}

/** The steps running now, for the line that screen readers are told. */
export function currentStep(job: PublishJob): string {
  // The pages are made while the pictures are encoded: both are told.
  const running = job.steps.filter((step) => step.status === "running");
  if (job.finishedAt !== null) return jobHeadline(job);
  if (running.length === 0) return `${jobHeadline(job)} Starting.`;
  return [jobHeadline(job), ...running.map((step) => `${stepName(job, step.name)}.`)].join(" ");
}

/** What to tell the owner when a job has finished. */
export function outcomeNotice(job: PublishJob): string {
  if (!job.outcome?.ok) return `${jobHeadline(job)}: the site being served is unchanged.`;
  if (job.kind === "preview") return "The preview is ready: open it to look at the site.";
  return `${jobHeadline(job)}: the site shows it now.`;
}

const startedNotices: Record<PublishJob["kind"], string> = {
  publish: "Publishing started.",
  preview: "Building a preview.",
  rollback: "Going back to an earlier version.",
};

/** What to tell the owner of a job a screen has just learned of: started, or already done. */
export function jobNotice(job: PublishJob): string {
  return job.finishedAt === null ? startedNotices[job.kind] : outcomeNotice(job);
}
