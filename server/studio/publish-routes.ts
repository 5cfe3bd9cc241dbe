import { streamSSE } from "hono/streaming";
import type { PublishJob } from "../../core/studio/publish-api.ts";
import { apiError } from "../api/api-error.ts";
import {
  NoPreviewError,
  PublishBusyError,
  type Publisher,
  UnknownVersionError,
} from "../publish/publisher.ts";
import {
  ownerSession,
  type StudioContext,
  type StudioDeps,
  type StudioRoute,
} from "./studio-route.ts";

const versionId = /^\d{8}-\d{9}-[0-9a-f]{4}$/;

/** The event the progress stream sends for every change of the job. */
const jobEvent = "job";

/** Answers a refused start with what the owner can do about it. */
function refused(c: StudioContext, error: unknown): Response {
  if (error instanceof PublishBusyError) return apiError(c, 409, "conflict", error.message);
  if (error instanceof NoPreviewError) return apiError(c, 409, "conflict", error.message);
  if (error instanceof UnknownVersionError) return apiError(c, 404, "not_found", error.message);
  throw error;
}

function started(c: StudioContext, start: () => PublishJob): Response {
  try {
    return c.json({ job: start() }, 202);
  } catch (error) {
    return refused(c, error);
  }
}

/**
 * The job's progress as Server-Sent Events, from its state now until it has finished. It
 * listens before it reads the state now, so that no change falls between the two: a job that
 * ends just then still ends the stream.
 */
function progress(c: StudioContext, publisher: Publisher): Response {
  return streamSSE(c, async (stream) => {
    let writing = Promise.resolve();
    await new Promise<void>((resolve) => {
      const follow = (job: PublishJob | null) => {
        writing = writing.then(() =>
          stream.writeSSE({ event: jobEvent, data: JSON.stringify(job) }),
        );
        if (job !== null && job.finishedAt === null) return;
        stop();
        void writing.then(resolve);
      };
      const stop = publisher.subscribe(follow);
      stream.onAbort(() => {
        stop();
        resolve();
      });
      follow(publisher.job());
    });
  });
}

/** Publishing: the changes, a publish or a preview with its progress, and the history. */
export function publishRoutes({ publisher }: StudioDeps): StudioRoute[] {
  const version = (c: StudioContext) => {
    const id = c.req.param("id") ?? "";
    return versionId.test(id) ? id : undefined;
  };
  const unknownVersion = (c: StudioContext) =>
    apiError(c, 404, "not_found", "There is no kept version with this id.");

  return [
    {
      method: "GET",
      path: "/publish",
      access: "owner",
      handler: async (c) => c.json(await publisher.overview(ownerSession(c).id)),
    },
    {
      method: "POST",
      path: "/publish",
      access: "owner",
      handler: (c) => started(c, () => publisher.publish()),
    },
    {
      method: "GET",
      path: "/publish/progress",
      access: "owner",
      handler: (c) => progress(c, publisher),
    },
    {
      method: "POST",
      path: "/publish/stop",
      access: "owner",
      handler: async (c) =>
        (await publisher.stopBuild())
          ? c.json({ stopped: true })
          : apiError(c, 409, "conflict", "No build is running now: there is nothing to stop."),
    },
    {
      method: "POST",
      path: "/publish/preview",
      access: "owner",
      handler: (c) => started(c, () => publisher.preview(ownerSession(c).id)),
    },
    {
      method: "POST",
      path: "/publish/preview/publish",
      access: "owner",
      handler: (c) => started(c, () => publisher.publishPreview(ownerSession(c).id)),
    },
    {
      method: "DELETE",
      path: "/publish/preview",
      access: "owner",
      handler: (c) => c.json({ left: publisher.leavePreview(ownerSession(c).id) }),
    },
    {
      method: "GET",
      path: "/publish/history/:id",
      access: "owner",
      handler: async (c) => {
        const id = version(c);
        if (id === undefined) return unknownVersion(c);
        try {
          return c.json(await publisher.plan(id));
        } catch (error) {
          return refused(c, error);
        }
      },
    },
    {
      method: "POST",
      path: "/publish/history/:id/rollback",
      access: "owner",
      handler: (c) => {
        const id = version(c);
        return id === undefined ? unknownVersion(c) : started(c, () => publisher.rollback(id));
      },
    },
  ];
}
