import { defaultDeliveryRetryPolicy } from "./delivery/delivery-retry-policy.ts";
import { consoleLogger } from "./logger.ts";
import { readProcessSettings } from "./process-settings.ts";
import { currentReleaseId } from "./releases/releases.ts";
import { startServer } from "./start-server.ts";
import { startFirstBuild } from "./startup/first-build.ts";
import { NewerDataError } from "./startup/newer-data-error.ts";
import { restorePending } from "./startup/pending-restore.ts";
import { prepareData } from "./startup/prepare-data.ts";
import { noteOtherSiteUrl } from "./startup/site-url-notice.ts";

/**
 * How long a stop may take before the process ends anyway: within the 10 s a container engine
 * (and systemd's unit, with room to spare) waits before it kills. A delivery cut off by it is
 * resumed by the next start.
 */
const stopDeadlineMs = 8000;

const settings = readProcessSettings();

/** What a stop signal ends at this point: nothing yet, then the first build, then the server. */
let stopWork: () => Promise<void> = async () => {};
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      consoleLogger.warn("stopped before the work in progress ended; the next start resumes it");
      process.exit(0);
    }, stopDeadlineMs).unref();
    stopWork().then(
      () => process.exit(0),
      (error: unknown) => {
        consoleLogger.error("error while stopping", { error: String(error) });
        process.exit(1);
      },
    );
  });
}

// An export the setup page received goes in place before anything is opened, and is built.
const restored = await restorePending(
  { dataDir: settings.DATA_DIR, contentDir: settings.CONTENT_DIR },
  consoleLogger,
);

try {
  await prepareData(settings, consoleLogger);
} catch (error) {
  if (!(error instanceof NewerDataError)) throw error;
  consoleLogger.error(error.message);
  process.exit(1);
}

if (restored || currentReleaseId(settings.BUILD_DIR) === undefined) {
  console.log(
    restored
      ? "Building the restored site first."
      : `No build found in ${settings.BUILD_DIR}; building the site first.`,
  );
  const build = startFirstBuild();
  stopWork = async () => build.stop();
  if (!(await build.done)) process.exit(1);
}

// Benchmarks shorten the first wait between delivery attempts to time a mail outage in seconds.
const retryPolicy =
  settings.OUTBOX_RETRY_BASE_MS === undefined
    ? defaultDeliveryRetryPolicy
    : { ...defaultDeliveryRetryPolicy, baseDelayMs: settings.OUTBOX_RETRY_BASE_MS };
/** The exit status that asks a supervisor (compose, systemd) to start the server again. */
const restartStatus = 75;
const server = await startServer(settings, consoleLogger, retryPolicy, undefined, {
  // The setup page received an export: a stop, and the next start puts it in place.
  restart: () => {
    if (stopping) return;
    stopping = true;
    consoleLogger.warn("restarting to restore the exported site");
    stopWork().then(() => process.exit(restartStatus));
  },
});
stopWork = () => server.close();
noteOtherSiteUrl(settings.SITE_URL, server.releases.current()?.site.siteUrl, consoleLogger);
