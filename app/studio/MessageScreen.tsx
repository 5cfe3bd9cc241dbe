import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { formatTime } from "./format-time.ts";
import { MessageStatus } from "./MessageStatus.tsx";
import { replyLink } from "./reply-link.ts";
import type { InboxMessage } from "./studio-api.ts";
import { useStudio } from "./studio-context.ts";
import { useHeadingFocus } from "./use-heading-focus.ts";

/** The owner's actions on a message; each is a button named for what it will do. */
export type MessageIntent =
  | "mark-read"
  | "mark-unread"
  | "archive"
  | "unarchive"
  | "spam"
  | "not-spam"
  | "retry";

function actionsFor(message: InboxMessage): { intent: MessageIntent; label: string }[] {
  return [
    message.status === "failed" ? { intent: "retry" as const, label: "Retry delivery" } : undefined,
    message.read
      ? { intent: "mark-unread" as const, label: "Mark as unread" }
      : { intent: "mark-read" as const, label: "Mark as read" },
    message.archived
      ? { intent: "unarchive" as const, label: "Move back to the inbox" }
      : { intent: "archive" as const, label: "Archive" },
    message.status === "spam"
      ? { intent: "not-spam" as const, label: "Not spam: deliver it" }
      : { intent: "spam" as const, label: "Mark as spam" },
  ].filter((action) => action !== undefined);
}

const button = "border border-ink px-4 py-2 disabled:opacity-70";

/** One message in full: who wrote, when, its way to the mailbox, its text, and what to do with it. */
export function MessageScreen({
  message,
  notice,
  markedRead,
}: {
  message: InboxMessage;
  /** What the last action did. */
  notice: { text: string } | undefined;
  /** Opening the message marked it read, so the header's count is out of date. */
  markedRead: boolean;
}) {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const { announce, refreshCounts } = useStudio();
  const busy = useNavigation().state !== "idle";

  useEffect(() => {
    if (markedRead) refreshCounts();
  }, [markedRead, refreshCounts]);
  useEffect(() => {
    if (notice) announce(notice.text);
  }, [notice, announce]);

  return (
    <article aria-labelledby="message-heading">
      <p>
        <Link to="/studio/messages" className="inline-block py-2 underline underline-offset-4">
          ← All messages
        </Link>
      </p>
      <h1
        id="message-heading"
        ref={heading}
        tabIndex={-1}
        className="mt-2 font-serif text-3xl break-words outline-none"
      >
        {message.subject || "(no subject)"}
      </h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">From</dt>
        <dd className="min-w-0 break-words">
          {message.name} &lt;{message.email}&gt;
        </dd>
        <dt className="text-muted">Received</dt>
        <dd>
          <time dateTime={new Date(message.receivedAt).toISOString()}>
            {formatTime(message.receivedAt)}
          </time>
        </dd>
        <dt className="text-muted">Delivery</dt>
        <dd className="min-w-0">
          <MessageStatus message={message} />
        </dd>
      </dl>
      <div
        className="mt-6 border border-line p-4 whitespace-pre-wrap break-words"
        data-testid="message-text"
      >
        {message.message}
      </div>
      <div className="mt-6 flex flex-wrap gap-2">
        <a
          href={replyLink(message.email, message.subject)}
          className={`${button} bg-ink text-white`}
        >
          Reply by e-mail
        </a>
        <Form method="post" className="contents">
          {actionsFor(message).map((action) => (
            <button
              key={action.intent}
              type="submit"
              name="intent"
              value={action.intent}
              disabled={busy}
              className={button}
            >
              {action.label}
            </button>
          ))}
        </Form>
      </div>
    </article>
  );
}
