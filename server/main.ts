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

/** The settings of the next start: a start after a restore listens where the first one did. */
let settings = readProcessSettings();

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

// Benchmarks shorten the first wait between delivery attempts to time a mail outage in seconds.
const retryPolicy =
  settings.OUTBOX_RETRY_BASE_MS === undefined
    ? defaultDeliveryRetryPolicy
    : { ...defaultDeliveryRetryPolicy, baseDelayMs: settings.OUTBOX_RETRY_BASE_MS };

/** Brings the folders up to date and builds when there is nothing to serve yet. */
async function prepareFolders(): Promise<void> {
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
}

/**
 * Serves the site until the setup page has received an export to restore: then closes
 * everything it opened, so that the folders can be prepared again in this same process, on the
 * same port, with no supervisor needed (`npm start` included).
 */
async function serveUntilRestore(): Promise<void> {
  await prepareFolders();
  let restore = () => {};
  const restoreAsked = new Promise<void>((resolve) => {
    restore = resolve;
  });
  const server = await startServer(settings, consoleLogger, retryPolicy, undefined, {
    restart: () => restore(),
  });
  stopWork = () => server.close();
  settings = { ...settings, PORT: Number(new URL(server.url).port) };
  noteOtherSiteUrl(settings.SITE_URL, server.releases.current()?.site.siteUrl, consoleLogger);
  await restoreAsked;
  if (stopping) return;
  consoleLogger.warn("starting again to restore the exported site");
  // A stop signal meanwhile waits for this close, then ends the process.
  const closed = server.close();
  stopWork = () => closed;
  await closed;
}

while (!stopping) await serveUntilRestore();
