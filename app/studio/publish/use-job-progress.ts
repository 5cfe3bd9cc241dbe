import { useEffect, useState } from "react";
import type { PublishJob } from "../../../core/studio/publish-api.ts";

/** The server's progress stream of the running job (Server-Sent Events, event "job"). */
const progressAddress = "/api/studio/publish/progress";

/** How long after a broken stream the screen is loaded again. */
const reconnectDelayMs = 1000;

/**
 * The job as it goes: while `loaded` (from the screen's data) is still running, the page
 * listens to the server's progress stream and shows each step as it starts and ends, and the
 * pictures counted. When the job has finished, or the stream breaks, `finished` is called so
 * that the screen loads its data again.
 */
export function useJobProgress(
  loaded: PublishJob | null,
  finished: (job: PublishJob | null) => void,
): PublishJob | null {
  const [job, setJob] = useState(loaded);
  useEffect(() => setJob(loaded), [loaded]);

  // Each load of the screen's data listens afresh while the job runs: after a break, the screen
  // loaded again finds the job still running and follows it on.
  useEffect(() => {
    if (loaded === null || loaded.finishedAt !== null) return;
    const source = new EventSource(progressAddress);
    source.addEventListener("job", (event) => {
      const next = JSON.parse((event as MessageEvent<string>).data) as PublishJob | null;
      if (next !== null) setJob(next);
      if (next === null || next.finishedAt !== null) {
        source.close();
        finished(next);
      }
    });
    // The stream broke (the server restarted, the session ended, the network went): ask for
    // the screen again, a moment later, so that a stream that keeps failing is not asked for
    // again and again without a pause.
    let retry: ReturnType<typeof setTimeout> | undefined;
    source.onerror = () => {
      source.close();
      retry = setTimeout(() => finished(null), reconnectDelayMs);
    };
    return () => {
      source.close();
      clearTimeout(retry);
    };
  }, [loaded, finished]);
  return job;
}
