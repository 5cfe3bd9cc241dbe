import { type RefObject, useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import type {
  ContentChange,
  PublishJob,
  PublishOverview,
} from "../../../core/studio/publish-api.ts";
import { countedNoun } from "../../../core/words/counted-noun.ts";
import { formatTime } from "../shared/format-time.ts";
import { studioApi } from "../shared/studio-client.ts";
import { useStudio } from "../shared/studio-context.ts";
import { useHeadingFocus } from "../shared/use-heading-focus.ts";
import { useStudioAction } from "../shared/use-studio-action.ts";
import { ChangeList } from "./ChangeList.tsx";
import { JobProgress } from "./JobProgress.tsx";
import { jobHeadline } from "./job-words.ts";
import type { NeededByProject } from "./needed-before-publishing.ts";
import { type FieldsWithProblems, problemsStillFound } from "./problems-still-found.ts";
import { useJobProgress } from "./use-job-progress.ts";
import { VersionHistory } from "./VersionHistory.tsx";

const button = "border border-ink px-4 py-2 disabled:opacity-60";
const mainButton = `${button} bg-ink text-white`;

function Preview({
  preview,
  busy,
  onPublished,
  onLeft,
}: {
  preview: NonNullable<PublishOverview["preview"]>;
  busy: boolean;
  /** This section goes once the preview is published or left: the focus goes on from these. */
  onPublished: () => void;
  onLeft: () => void;
}) {
  const { run, pending } = useStudioAction();
  const act = async (path: string, method: string, notice: string | null, then: () => void) => {
    await run(async () => {
      await studioApi(path, { method });
      return notice;
    });
    then();
  };
  return (
    <section aria-labelledby="preview-heading" className="mt-8 border border-ink p-4">
      <h2 id="preview-heading" className="text-xl">
        A preview is open in this browser
      </h2>
      <p className="mt-2">
        Built {formatTime(preview.builtAt)}. While you are signed in, the site's pages show this
        preview to this browser alone, with a notice in the corner of each page; everyone else sees
        the site as it is. <strong>Publish this preview</strong> puts this very build on the site;
        <strong> Publish</strong> above builds the content again, with anything saved since.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href="/" className={mainButton}>
          Open the preview
        </a>
        <button
          type="button"
          className={button}
          disabled={busy || pending}
          onClick={() => act("/publish/preview/publish", "POST", null, onPublished)}
        >
          Publish this preview
        </button>
        <button
          type="button"
          className={button}
          disabled={pending}
          onClick={() => act("/publish/preview", "DELETE", "You have left the preview.", onLeft)}
        >
          Leave the preview
        </button>
      </div>
    </section>
  );
}

/** What to tell the owner when a job has finished. */
function outcomeNotice(job: PublishJob): string {
  if (!job.outcome?.ok) return `${jobHeadline(job)}: the site being served is unchanged.`;
  if (job.kind === "preview") return "The preview is ready: open it to look at the site.";
  return `${jobHeadline(job)}: the site shows it now.`;
}

const startedNotices: Record<PublishJob["kind"], string> = {
  publish: "Publishing started.",
  preview: "Building a preview.",
  rollback: "Going back to an earlier version.",
};

/** What to tell the owner of a job this screen has just learned of: started, or already done. */
function jobNotice(job: PublishJob): string {
  return job.finishedAt === null ? startedNotices[job.kind] : outcomeNotice(job);
}

/** When the site's version was published, as the list of versions gives it, else when built. */
function liveSince(overview: PublishOverview): number | undefined {
  const published = overview.history.find((entry) => entry.live)?.at;
  return published ?? (overview.live ? Date.parse(overview.live.builtAt) : undefined);
}

/**
 * Where a button pressed went with what it did (the focus fell to the page), the focus goes on
 * from the first of `from` on screen.
 */
function carryOn(...from: RefObject<HTMLHeadingElement | null>[]): void {
  if (document.activeElement !== document.body) return;
  from.find((ref) => ref.current !== null)?.current?.focus();
}

/** Whether a changed project still needs something the build would stop at. */
function heldUp(changes: readonly ContentChange[], needed: NeededByProject): boolean {
  return changes.some(
    ({ projectId }) => projectId !== null && (needed[projectId] ?? []).length > 0,
  );
}

/**
 * Publishing: what changed since the last publish, one button that publishes it (or builds a
 * preview first) with the build's progress as it goes, the problems of a failed build beside
 * what they concern, the open preview, and the earlier versions to go back to.
 */
export function PublishScreen({
  overview,
  needed,
  found,
}: {
  overview: PublishOverview;
  needed: NeededByProject;
  /** The fields each project has a problem in now. */
  found: FieldsWithProblems;
}) {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const jobHeading = useRef<HTMLHeadingElement>(null);
  const { run, pending } = useStudioAction();
  const { announce } = useStudio();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // A job is told of once: when it starts from here, or when the screen first sees it (a short
  // job may have finished before the screen's data came back); not one found on arriving.
  const toldOf = useRef(overview.job?.id);
  useEffect(() => {
    const loaded = overview.job;
    if (!loaded || loaded.id === toldOf.current) return;
    toldOf.current = loaded.id;
    announce(jobNotice(loaded));
  }, [overview.job, announce]);

  const finished = useCallback(
    async (done: PublishJob | null) => {
      if (done) toldOf.current = done.id;
      // Loads the changes, the history and the header's count afresh.
      await navigate(pathname, { replace: true, preventScrollReset: true });
      if (done?.finishedAt) announce(outcomeNotice(done));
      // The button pressed may be gone with what it published: carry on from the outcome.
      carryOn(jobHeading);
    },
    [navigate, pathname, announce],
  );
  const job = useJobProgress(overview.job, finished);
  const running = job !== null && job.finishedAt === null;
  // The progress shows once the job's first state arrives, after the press's own answer: the
  // focus that went with the pressed button goes to it then.
  useEffect(() => {
    if (running) carryOn(jobHeading);
  }, [running]);
  const stoppedBy = job?.outcome && !job.outcome.ok ? job.outcome.problems : [];
  const problems = problemsStillFound(stoppedBy, found);
  // Everything that stopped the last publish mended since: the way is clear to try again.
  const mended = stoppedBy.length > 0 && problems.length === 0;
  const { changes } = overview;
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
      <h1
        id="publish-heading"
        ref={heading}
        tabIndex={-1}
        className="font-serif text-3xl outline-none"
      >
        Publish
      </h1>
      <p className="mt-2 text-muted">
        Nothing reaches the site until the whole build has passed; if it fails, the site stays as it
        is and the problem is shown here.
        {since !== undefined && ` The site shows the version of ${formatTime(since)}.`}
      </p>

      <section aria-labelledby="changes-heading" className="mt-6">
        <h2 id="changes-heading" className="text-xl">
          {changes.length === 0
            ? "Nothing to publish"
            : `${countedNoun(changes.length, "change")} not published yet`}
        </h2>
        {changes.length === 0 ? (
          <p className="mt-2">The site shows the content as it is.</p>
        ) : (
          <ChangeList changes={changes} problems={problems} needed={needed} />
        )}
        {running ? (
          <p className="mt-4 font-semibold">
            A build is running; its progress is below. You can publish again when it has finished.
          </p>
        ) : (
          changes.length > 0 && (
            <>
              {heldUp(changes, needed) && (
                <p className="mt-4 font-semibold">
                  Publishing now would stop at what is needed above, and the site would stay as it
                  is: do it first.
                </p>
              )}
              <div className="mt-4 flex flex-wrap gap-2">
                <button
                  type="button"
                  className={mainButton}
                  disabled={pending}
                  onClick={() => start("/publish")}
                >
                  Publish
                </button>
                <button
                  type="button"
                  className={button}
                  disabled={pending}
                  onClick={() => start("/publish/preview")}
                >
                  Preview first
                </button>
              </div>
            </>
          )
        )}
      </section>

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
        <Preview
          preview={overview.preview}
          busy={running}
          onPublished={() => carryOn(jobHeading, heading)}
          onLeft={() => carryOn(heading)}
        />
      )}

      <section aria-labelledby="history-heading" className="mt-10">
        <h2 id="history-heading" className="text-xl">
          Published versions
        </h2>
        <p className="mt-2 text-muted">
          Every publish is kept. Going back to one shows you first what will happen.
        </p>
        <VersionHistory history={overview.history} unpublished={changes.length > 0} />
      </section>
    </section>
  );
}
