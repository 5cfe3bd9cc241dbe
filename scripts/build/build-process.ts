/**
 * The build as a process of its own, started by the server for the Studio's Publish (see
 * server/publish/build-runner.ts): runs buildSite on the folders it is given as its one JSON
 * argument and tells the server its stages, every event and the outcome over the IPC channel.
 *
 * It leads a process group of its own. When the server goes away (stopped, or killed) the
 * channel closes and it ends the whole group, React Router's build included: a publish never
 * outlives the server that started it, the site being served stays as it was, and the build
 * lock it leaves is taken over by the next build.
 */
import { z } from "zod";
import {
  type BuildProcessMessage,
  type BuildRequest,
  goAheadFromServer,
  sendToServer,
} from "../../core/build/build-process-messages.ts";
import { BuildLockedError } from "../../server/releases/build-lock.ts";
import { requireNode24 } from "../../server/require-node.ts";
import { BuildFailure, buildSite, buildStages } from "./build-site.ts";

requireNode24();

const requestSchema = z.strictObject({
  contentDir: z.string().min(1),
  buildRoot: z.string().min(1),
  imageCacheDir: z.string().min(1),
  dataDir: z.string().min(1),
  makeCurrent: z.boolean(),
  showDrafts: z.boolean(),
  now: z.number().optional(),
}) satisfies z.ZodType<BuildRequest>;

let finished = false;
process.on("disconnect", () => {
  if (finished) return;
  try {
    process.kill(-process.pid, "SIGKILL");
  } catch {
    // Not started as the leader of a group: end this process at least.
    process.exit(1);
  }
});

function outcomeOf(error: unknown): BuildProcessMessage {
  if (error instanceof BuildFailure) {
    return { type: "failed", stage: error.stage, message: error.message, locked: false };
  }
  if (error instanceof BuildLockedError) {
    return { type: "failed", stage: null, message: error.message, locked: true };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { type: "failed", stage: null, message, locked: false };
}

const request = requestSchema.parse(JSON.parse(process.argv[2] ?? "{}"));
await sendToServer({ type: "stages", stages: [...buildStages] });
let outcome: BuildProcessMessage;
try {
  const { info, removed } = await buildSite({
    ...request,
    onEvent: (event) => {
      if (event.type !== "output") void sendToServer({ type: "event", event });
    },
    beforeSwitch: goAheadFromServer,
  });
  outcome = { type: "built", info, removed };
} catch (error) {
  outcome = outcomeOf(error);
}
await sendToServer(outcome);
finished = true;
process.disconnect();
