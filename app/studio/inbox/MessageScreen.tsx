import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { InboxMessage } from "../../../core/studio/studio-api.ts";
import { mainButton, plainButton } from "../shared/buttons.ts";
import { formatTime } from "../shared/format-time.ts";
import { ScreenHeading } from "../shared/ScreenHeading.tsx";
import { useHeadingFocus } from "../shared/use-heading-focus.ts";
import { useStudioAction } from "../shared/use-studio-action.ts";
import { MessageStatus } from "./MessageStatus.tsx";
import { type MessageIntent, messageAction } from "./message-actions.ts";
import { replyLink } from "./reply-link.ts";

interface Action {
  /** The button's place: a button that toggles keeps it, and with it the focus. */
  slot: string;
  intent: MessageIntent;
  label: string;
}

function actionsFor(message: InboxMessage): Action[] {
  const actions: Action[] = [];
  if (message.status === "failed") {
    actions.push({ slot: "retry", intent: "retry", label: "Retry delivery" });
  }
  actions.push(
    message.read
      ? { slot: "read", intent: "mark-unread", label: "Mark as unread" }
      : { slot: "read", intent: "mark-read", label: "Mark as read" },
    message.archived
      ? { slot: "archive", intent: "unarchive", label: "Move back to the inbox" }
      : { slot: "archive", intent: "archive", label: "Archive" },
    message.status === "spam"
      ? { slot: "spam", intent: "not-spam", label: "Not spam: deliver it" }
      : { slot: "spam", intent: "spam", label: "Mark as spam" },
  );
  return actions;
}

/** One message in full: who wrote, when, its way to the mailbox, its text, and what to do with it. */
export function MessageScreen({ message }: { message: InboxMessage }) {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const { run } = useStudioAction();
  const opened = useRef<string>(undefined);

  // Opening a message reads it, once: marked unread afterwards, it stays unread.
  useEffect(() => {
    if (opened.current === message.id) return;
    opened.current = message.id;
    if (!message.read) {
      run(async () => {
        await messageAction(message.id, "mark-read");
        return "";
      });
    }
  }, [message.id, message.read, run]);

  const act = async (intent: MessageIntent) => {
    await run(() => messageAction(message.id, intent));
  };

  // A button that went away with an action (retry, once delivered) took the focus with it. The
  // page shows the message's new state once the router has loaded it again, after the action's
  // own promise: the focus is looked at with each state the page shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new state of the message.
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus();
  }, [message]);

  return (
    <article aria-labelledby="message-heading">
      <p>
        <Link to="/studio/messages" className="inline-block py-2 underline underline-offset-4">
          ← All messages
        </Link>
      </p>
      <ScreenHeading id="message-heading" headingRef={heading} underLink breakWords>
        {message.subject || "(no subject)"}
      </ScreenHeading>
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
        <a href={replyLink(message.email, message.subject)} className={mainButton}>
          Reply by e-mail
        </a>
        {actionsFor(message).map((action) => (
          <button
            key={action.slot}
            type="button"
            onClick={() => act(action.intent)}
            className={plainButton}
          >
            {action.label}
          </button>
        ))}
      </div>
    </article>
  );
}
