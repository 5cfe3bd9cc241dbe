import { type RefObject, useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import type { PublishJob } from "../../../core/studio/publish-api.ts";
import { useStudio } from "../shared/studio-context.ts";
import { carryOn } from "./carry-on.ts";
import { jobNotice, outcomeNotice } from "./job-words.ts";
import { useJobProgress } from "./use-job-progress.ts";

/**
 * The Publish screen's job as it goes, told of to the owner: once when it starts from here, or
 * when the screen first sees it, and once when it ends, after which the screen loads its data
 * afresh. The focus that went with a pressed button goes on from the job's heading.
 */
export function usePublishJob(
  loaded: PublishJob | null,
  jobHeading: RefObject<HTMLHeadingElement | null>,
): { job: PublishJob | null; running: boolean } {
  const { announce } = useStudio();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // A short job may have finished before the screen's data came back; one found on arriving
  // is not told of.
  const toldOf = useRef(loaded?.id);
  useEffect(() => {
    if (!loaded || loaded.id === toldOf.current) return;
    toldOf.current = loaded.id;
    announce(jobNotice(loaded));
  }, [loaded, announce]);

  const finished = useCallback(
    async (done: PublishJob | null) => {
      if (done) toldOf.current = done.id;
      // Loads the changes, the history and the header's count afresh.
      await navigate(pathname, { replace: true, preventScrollReset: true });
      if (done?.finishedAt) announce(outcomeNotice(done));
      // The button pressed may be gone with what it published: carry on from the outcome.
      carryOn(jobHeading);
    },
    [navigate, pathname, announce, jobHeading],
  );
  const job = useJobProgress(loaded, finished);
  const running = job !== null && job.finishedAt === null;
  // The progress shows once the job's first state arrives, after the press's own answer: the
  // focus that went with the pressed button goes to it then.
  useEffect(() => {
    if (running) carryOn(jobHeading);
  }, [running, jobHeading]);
  return { job, running };
}
