import { useRef } from "react";
import type { ProjectSummary } from "../../../core/studio/content-api.ts";
import type { PublishOverview } from "../../../core/studio/publish-api.ts";
import { formatTime } from "../shared/format-time.ts";
import { ScreenHeading } from "../shared/ScreenHeading.tsx";
import { Section } from "../shared/Section.tsx";
import { studioApi } from "../shared/studio-client.ts";
import { useHeadingFocus } from "../shared/use-heading-focus.ts";
import { useStudioAction } from "../shared/use-studio-action.ts";
import { carryOn } from "./carry-on.ts";
import { DraftsApart } from "./DraftsApart.tsx";
import { JobProgress } from "./JobProgress.tsx";
import type { NeededByProject } from "./needed-before-publishing.ts";
import { OpenPreview } from "./OpenPreview.tsx";
import { type FieldsWithProblems, problemsStillFound } from "./problems-still-found.ts";
import { ScheduledMoments } from "./ScheduledMoments.tsx";
import { UnpublishedChanges } from "./UnpublishedChanges.tsx";
import { usePublishJob } from "./use-publish-job.ts";
import { VersionHistory } from "./VersionHistory.tsx";

/** When the site's version was published, as the list of versions gives it, else when built. */
function liveSince(overview: PublishOverview): number | undefined {
  const published = overview.history.find((entry) => entry.live)?.at;
  return published ?? (overview.live ? Date.parse(overview.live.builtAt) : undefined);
}

/**
 * Publishing: what changed since the last publish, one button that publishes it (or builds a
 * preview first) with the build's progress as it goes, the drafts it leaves out, the problems of a failed build beside
 * what they concern, the open preview, and the earlier versions to go back to.
 */
export function PublishScreen({
  overview,
  needed,
  found,
  drafts,
}: {
  overview: PublishOverview;
  needed: NeededByProject;
  /** The fields each project has a problem in now. */
  found: FieldsWithProblems;
  /** The drafts, which a publish leaves out. */
  drafts: ProjectSummary[];
}) {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const jobHeading = useRef<HTMLHeadingElement>(null);
  const { run, pending } = useStudioAction();
  const { job, running } = usePublishJob(overview.job, jobHeading);
  const stoppedBy = job?.outcome && !job.outcome.ok ? job.outcome.problems : [];
  const problems = problemsStillFound(stoppedBy, found);
  // Everything that stopped the last publish mended since: the way is clear to try again.
  const mended = stoppedBy.length > 0 && problems.length === 0;
  const since = liveSince(overview);

  // The progress says how the job ended once its build has stopped.
  const stopping = useStudioAction();
  const stop = () =>
    stopping.run(async () => {
      await studioApi("/publish/stop", { method: "POST" });
      return null;
    });

  const start = async (path: string) => {
    await run(async () => {
      await studioApi(path, { method: "POST" });
      return null;
    });
    // The buttons make way for the progress: carry on from there.
    carryOn(jobHeading);
  };

  return (
    <section aria-labelledby="publish-heading">
      <ScreenHeading id="publish-heading" headingRef={heading}>
        Publish
      </ScreenHeading>
      <p className="mt-2 text-muted">
        Nothing reaches the site until the whole build has passed; if it fails, the site stays as it
        is and the problem is shown here.
        {since !== undefined && ` The site shows the version of ${formatTime(since)}.`}
      </p>
      <UnpublishedChanges
        changes={overview.changes}
        drafts={drafts.length}
        problems={problems}
        needed={needed}
        running={running}
        pending={pending}
        onStart={start}
      />
      <DraftsApart drafts={drafts} />
      <ScheduledMoments moments={overview.scheduled} />
      {job && (
        <JobProgress job={job} headingRef={jobHeading} onStop={stop} stopping={stopping.pending} />
      )}
      {mended && !running && (
        <p className="mt-3 font-semibold">
          What stopped this publish has been mended since: publish again when you are ready.
        </p>
      )}
      {job?.outcome?.ok && job.kind !== "preview" && (
        <p className="mt-3">
          <a href="/" className="inline-block py-2 underline underline-offset-4">
            Open the site
          </a>
        </p>
      )}
      {overview.preview && (
        <OpenPreview
          preview={overview.preview}
          busy={running}
          onPublished={() => carryOn(jobHeading, heading)}
          onLeft={() => carryOn(heading)}
        />
      )}
      <PublishedVersions overview={overview} />
    </section>
  );
}

function PublishedVersions({ overview }: { overview: PublishOverview }) {
  return (
    <Section
      headingId="history-heading"
      title="Published versions"
      className="mt-10"
      headingClassName="text-xl"
    >
      <p className="mt-2 text-muted">
        Every publish is kept. Going back to one shows you first what will happen.
      </p>
      <VersionHistory history={overview.history} unpublished={overview.changes.length > 0} />
    </Section>
  );
}
