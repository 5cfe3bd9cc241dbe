import { spawnSync } from "node:child_process";
import { defaultDeliveryRetryPolicy } from "./delivery/delivery-retry-policy.ts";
import { consoleLogger } from "./logger.ts";
import { readProcessSettings } from "./process-settings.ts";
import { currentReleaseId } from "./releases/releases.ts";
import { startServer } from "./start-server.ts";

const settings = readProcessSettings();

if (currentReleaseId(settings.BUILD_DIR) === undefined) {
  console.log(`No build found in ${settings.BUILD_DIR}; building the site first.`);
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Benchmarks shorten the first wait between delivery attempts to time a mail outage in seconds.
const retryPolicy =
  settings.OUTBOX_RETRY_BASE_MS === undefined
    ? defaultDeliveryRetryPolicy
    : { ...defaultDeliveryRetryPolicy, baseDelayMs: settings.OUTBOX_RETRY_BASE_MS };
const server = await startServer(settings, consoleLogger, retryPolicy);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), 10_000).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        consoleLogger.error("error while stopping", { error: String(error) });
        process.exit(1);
      },
    );
  });
}
