import type { InboxMessage, RetryAnswer, RetryOutcome } from "../../../core/studio/studio-api.ts";
import { studioApi } from "../shared/studio-client.ts";

/** The owner's actions on a message; each is a button named for what it will do. */
export type MessageIntent =
  | "mark-read"
  | "mark-unread"
  | "archive"
  | "unarchive"
  | "spam"
  | "not-spam"
  | "retry";

const retryNotices: Record<RetryOutcome, string> = {
  sent: "Delivered: the message is in your mailbox.",
  retrying:
    "Not delivered yet: the mail server refused it for now. It stays queued and is retried.",
  failed: "Not delivered: the mail server refused it. See the error above.",
  queued: "The message is queued and being delivered.",
};

const marks: Partial<Record<MessageIntent, [{ read?: boolean; archived?: boolean }, string]>> = {
  "mark-read": [{ read: true }, "Marked as read."],
  "mark-unread": [{ read: false }, "Marked as unread."],
  archive: [{ archived: true }, "Archived. It is in the Archived list."],
  unarchive: [{ archived: false }, "Moved back to the inbox."],
};

/** Does `intent` to message `id` through the Studio API; returns what to tell the owner. */
export async function messageAction(id: string, intent: MessageIntent): Promise<string> {
  const path = `/messages/${encodeURIComponent(id)}`;
  if (intent === "retry") {
    const answer = await studioApi<RetryAnswer>(`${path}/retry`, { method: "POST" });
    return retryNotices[answer.outcome];
  }
  if (intent === "spam") {
    const message = await studioApi<InboxMessage>(`${path}/spam`, { method: "POST" });
    // One already in the mailbox stays there; only one still to send is kept from it.
    return message.sentAt === null
      ? "Marked as spam. It will not be e-mailed."
      : "Marked as spam. It was e-mailed before.";
  }
  if (intent === "not-spam") {
    const message = await studioApi<InboxMessage>(`${path}/not-spam`, { method: "POST" });
    return message.status === "pending"
      ? "Taken out of the spam and queued for delivery."
      : "Taken out of the spam.";
  }
  const [change, notice] = marks[intent] ?? [{}, ""];
  await studioApi(path, { method: "PATCH", json: change });
  return notice;
}
