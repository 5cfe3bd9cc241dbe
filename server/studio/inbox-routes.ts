import { z } from "zod";
import {
  type InboxMessage,
  inboxPageSize,
  inboxViews,
  type MessageChange,
  maxSearchLength,
  type RetryAnswer,
  type RetryOutcome,
} from "../../core/studio/studio-api.ts";
import { apiError } from "../api/api-error.ts";
import type { DeliveryReport } from "../delivery/outbox.ts";
import { messagesCsv } from "../storage/messages-csv.ts";
import { downloadAnswer } from "./download-answer.ts";
import { isCursor } from "./inbox-store.ts";
import { readJsonBody } from "./json-body.ts";
import type { StudioContext, StudioDeps, StudioRoute } from "./studio-route.ts";

const pageQuery = z.strictObject({
  view: z.enum(inboxViews).default("inbox"),
  q: z.string().max(maxSearchLength).optional(),
  before: z.string().refine(isCursor, "not a position in the list").optional(),
});

const changeSchema = z
  .strictObject({ read: z.boolean().optional(), archived: z.boolean().optional() })
  .refine((change) => change.read !== undefined || change.archived !== undefined, {
    message: "say what to change: read or archived",
  }) satisfies z.ZodType<MessageChange>;

const messageId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A retried delivery that takes longer than this is left to finish in the background. */
const retryWaitMs = 20_000;

function outcomeOf(report: DeliveryReport | undefined): RetryOutcome {
  if (report?.sent) return "sent";
  if (report?.retrying) return "retrying";
  if (report?.failed) return "failed";
  return "queued";
}

function within<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    timer.unref();
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The inbox: lists, one message, its marks, spam, delivery again, and the CSV export. */
export function inboxRoutes(deps: StudioDeps): StudioRoute[] {
  const { inbox, archive, delivery, logger, clock } = deps;

  /** The message the path names, or the 404 answer. */
  const target = (c: StudioContext): InboxMessage | Response => {
    const id = c.req.param("id") ?? "";
    const found = messageId.test(id) ? inbox.get(id) : undefined;
    return found ?? apiError(c, 404, "not_found", "There is no message with this id.");
  };

  const list = (c: StudioContext) => {
    const query = pageQuery.safeParse(c.req.query());
    if (!query.success) {
      return apiError(c, 400, "validation_failed", "The list cannot be shown with these filters.");
    }
    const { view, q, before } = query.data;
    return c.json(inbox.page({ view, query: q, before, limit: inboxPageSize }));
  };

  const counts = (c: StudioContext) => c.json(inbox.counts());

  const show = (c: StudioContext) => {
    const found = target(c);
    return found instanceof Response ? found : c.json(found);
  };

  const change = async (c: StudioContext) => {
    const found = target(c);
    if (found instanceof Response) return found;
    const body = await readJsonBody(c, changeSchema);
    if (!body.ok) return body.response;
    return c.json(inbox.change(found.id, body.value, clock()) ?? found);
  };

  const spam = (c: StudioContext) => {
    const found = target(c);
    if (found instanceof Response) return found;
    inbox.markSpam(found.id);
    logger.info("studio: message filed as spam", { id: found.id });
    return c.json(inbox.get(found.id));
  };

  const notSpam = (c: StudioContext) => {
    const found = target(c);
    if (found instanceof Response) return found;
    const now = clock();
    if (inbox.markNotSpam(found.id, now, now + deps.retryForMs)) delivery.nudge();
    logger.info("studio: message taken out of the spam", { id: found.id });
    return c.json(inbox.get(found.id));
  };

  const retry = async (c: StudioContext) => {
    const found = target(c);
    if (found instanceof Response) return found;
    if (found.status !== "failed") {
      return apiError(c, 409, "conflict", "Only a message whose delivery failed can be retried.");
    }
    const now = clock();
    await archive.requeue(found.id, now, now + deps.retryForMs);
    const outcome = outcomeOf(await within(delivery.deliverDue({ id: found.id }), retryWaitMs));
    // The worker plans its next round from the queue as it was; let it see this message.
    delivery.nudge();
    logger.info("studio: message delivery retried", { id: found.id, outcome });
    const answer: RetryAnswer = { outcome, message: inbox.get(found.id) ?? found };
    return c.json(answer);
  };

  const exportCsv = async (c: StudioContext) => {
    const day = new Date(clock()).toISOString().slice(0, 10);
    return downloadAnswer(c, {
      body: messagesCsv(await archive.list({})),
      contentType: "text/csv; charset=utf-8",
      fileName: `messages-${day}.csv`,
    });
  };

  return [
    { method: "GET", path: "/messages", access: "owner", handler: list },
    { method: "GET", path: "/messages.csv", access: "owner", handler: exportCsv },
    { method: "GET", path: "/counts", access: "owner", handler: counts },
    { method: "GET", path: "/messages/:id", access: "owner", handler: show },
    { method: "PATCH", path: "/messages/:id", access: "owner", handler: change },
    { method: "POST", path: "/messages/:id/spam", access: "owner", handler: spam },
    { method: "POST", path: "/messages/:id/not-spam", access: "owner", handler: notSpam },
    { method: "POST", path: "/messages/:id/retry", access: "owner", handler: retry },
  ];
}
