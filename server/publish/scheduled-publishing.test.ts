import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import type { PublishJob } from "../../core/studio/publish-api.ts";
import type { NoticeText } from "../delivery/owner-notices.ts";
import { releaseFiles } from "../releases/release-files.ts";
import { makeCurrent, releaseDir } from "../releases/releases.ts";
import { writeFixtureRelease } from "../testing/fixture-build.ts";
import { memoryLogger } from "../testing/memory-logger.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { newJob } from "./job-steps.ts";
import { PublishBusyError } from "./publish-jobs.ts";
import { type PlannedCall, ScheduledPublishing, type Timer } from "./scheduled-publishing.ts";

const opens = Date.UTC(2027, 2, 14, 18, 0);
const closes = Date.UTC(2027, 2, 20, 12, 0);
const window = { liveFrom: "2027-03-14 18:00", liveUntil: "2027-03-20 12:00" };

/** A clock and timers that move only when the test says. */
function controlledTime(start: number) {
  let now = start;
  const planned: { run: () => void; at: number; cancelled: boolean }[] = [];
  const timer: Timer = (run, ms): PlannedCall => {
    const call = { run, at: now + ms, cancelled: false };
    planned.push(call);
    return { cancel: () => (call.cancelled = true) };
  };
  return {
    clock: () => now,
    timer,
    /** The moment the next live timer is planned for. */
    next: () => planned.find((call) => !call.cancelled)?.at,
    /** Moves the clock to `to`, running the timers due by then. */
    advance(to: number) {
      now = to;
      for (const call of planned.splice(0)) {
        if (call.cancelled) continue;
        if (call.at <= now) call.run();
        else planned.push(call);
      }
    },
  };
}

/** Serves a release whose content shows `shown` and whose build held `held` back. */
function serve(buildRoot: string, shown: Record<string, object>, held: Record<string, object>) {
  const id = writeFixtureRelease(buildRoot, { files: { "index.html": "<p>home</p>" } });
  const write = (folder: string, projects: Record<string, object>) => {
    for (const [projectId, fields] of Object.entries(projects)) {
      const dir = join(releaseDir(buildRoot, id), folder, "projects", projectId);
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        join(dir, "project.md"),
        `---\n${stringify({ title: projectId, ...fields })}---\n`,
      );
    }
  };
  mkdirSync(join(releaseDir(buildRoot, id), releaseFiles.content), { recursive: true });
  writeFileSync(join(releaseDir(buildRoot, id), releaseFiles.content, "site.yaml"), "name: x\n");
  write(releaseFiles.content, shown);
  write(releaseFiles.heldBack, held);
  makeCurrent(buildRoot, id);
}

/** A Publisher that records its scheduled publishes and ends them when the test says. */
function fakePublisher() {
  const listeners = new Set<(job: PublishJob) => void>();
  const started: { job: PublishJob; now: number }[] = [];
  let busy = false;
  return {
    started,
    busy: (value: boolean) => (busy = value),
    publishScheduled(now: number): PublishJob {
      if (busy) throw new PublishBusyError(null);
      const job = newJob("publish", null, now);
      started.push({ job, now });
      return job;
    },
    subscribe(listener: (job: PublishJob) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Ends a job; the microtask lets the scheduler plan again. */
    async end(job: PublishJob, ok: boolean) {
      job.finishedAt = job.startedAt;
      job.outcome = ok
        ? { ok: true, releaseId: "r" }
        : {
            ok: false,
            stage: "pages",
            message: "a page broke",
            problems: [],
            stoppedByOwner: false,
          };
      for (const listener of listeners) listener(job);
      await Promise.resolve();
    },
  };
}

function scheduler(start: number) {
  const buildRoot = tempDir("scheduled");
  const time = controlledTime(start);
  const publisher = fakePublisher();
  const notices: NoticeText[] = [];
  const logger = memoryLogger();
  const scheduled = new ScheduledPublishing({
    buildRoot,
    publisher,
    logger,
    notify: (notice) => notices.push(notice),
    clock: time.clock,
    timer: time.timer,
    retryMs: 15 * 60_000,
  });
  return { buildRoot, time, publisher, notices, logger, scheduled };
}

describe("scheduled publishing", () => {
  it("plans the moment a held-back project's window opens, and publishes then", async () => {
    const { buildRoot, time, publisher, scheduled } = scheduler(opens - 3600_000);
    serve(buildRoot, {}, { harbour: window });
    scheduled.start();
    expect(time.next()).toBe(opens);
    time.advance(opens - 1);
    expect(publisher.started).toEqual([]);
    time.advance(opens);
    expect(publisher.started.map(({ now }) => now)).toEqual([opens]);
    // The build showed it: the next moment is when it comes down.
    serve(buildRoot, { harbour: window }, {});
    await publisher.end(publisher.started[0]?.job as PublishJob, true);
    expect(time.next()).toBe(closes);
    scheduled.stop();
  });

  it("after a restart, publishes at once what should have changed while the server was off", () => {
    const { buildRoot, publisher, scheduled } = scheduler(opens + 60_000);
    serve(buildRoot, { quay: {} }, { harbour: window });
    scheduled.start();
    expect(publisher.started.map(({ now }) => now)).toEqual([opens + 60_000]);
    scheduled.stop();
  });

  it("does nothing at start when the served site matches the windows", () => {
    const { buildRoot, time, publisher, scheduled } = scheduler(opens + 60_000);
    serve(buildRoot, { harbour: window }, {});
    scheduled.start();
    expect(publisher.started).toEqual([]);
    expect(time.next()).toBe(closes);
    scheduled.stop();
  });

  it("checks again before a far moment, as a timer cannot wait that long", () => {
    const start = opens - 100 * 24 * 3600_000;
    const { buildRoot, time, publisher, scheduled } = scheduler(start);
    serve(buildRoot, {}, { harbour: window });
    scheduled.start();
    expect(time.next()).toBe(start + 2 ** 31 - 1);
    time.advance(start + 2 ** 31 - 1);
    expect(publisher.started).toEqual([]);
    expect(time.next()).toBe(start + 2 * (2 ** 31 - 1));
    scheduled.stop();
  });

  it("waits for the owner's job to end, then publishes", async () => {
    const { buildRoot, time, publisher, scheduled } = scheduler(opens - 1000);
    serve(buildRoot, {}, { harbour: window });
    scheduled.start();
    publisher.busy(true);
    time.advance(opens);
    expect(publisher.started).toEqual([]);
    publisher.busy(false);
    const owners = newJob("publish", null, opens);
    await publisher.end(owners, true);
    expect(publisher.started.map(({ now }) => now)).toEqual([opens]);
    scheduled.stop();
  });

  it("tells the owner of a failed scheduled publish, leaves the site, and tries again later", async () => {
    const { buildRoot, time, publisher, notices, logger, scheduled } = scheduler(opens);
    serve(buildRoot, {}, { harbour: window });
    scheduled.start();
    await publisher.end(publisher.started[0]?.job as PublishJob, false);
    expect(notices).toEqual([
      { subject: "A scheduled publish failed", body: expect.stringContaining("a page broke") },
    ]);
    expect(logger.lines.some(({ msg }) => msg.startsWith("scheduled publishing failed"))).toBe(
      true,
    );
    expect(publisher.started).toHaveLength(1);
    expect(time.next()).toBe(opens + 15 * 60_000);
    time.advance(opens + 15 * 60_000);
    expect(publisher.started).toHaveLength(2);
    scheduled.stop();
  });
});
