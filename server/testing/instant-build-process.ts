/**
 * A build process that builds nothing: it tells its one stage and a release, then exits at
 * once, as the real one does (scripts/build/build-process.ts) after its last message. For the
 * runner's tests, many at a time, where the real one takes seconds each.
 */
import { sendToServer } from "../../core/build/build-process-messages.ts";

await sendToServer({ type: "stages", stages: ["switch"] });
await sendToServer({
  type: "built",
  info: {
    id: "20261127-000000000-0000",
    createdAt: new Date().toISOString(),
    buildMs: 0,
    pages: 1,
    projects: 0,
    images: 0,
  },
  removed: [],
});
process.disconnect();
