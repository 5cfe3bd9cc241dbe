import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { InboxPage, InboxSummary, InboxView } from "../../../core/studio/studio-api.ts";
import { plainButton } from "../shared/buttons.ts";
import { formatTime } from "../shared/format-time.ts";
import { LabelledInput } from "../shared/LabelledInput.tsx";
import { ScreenHeading } from "../shared/ScreenHeading.tsx";
import { useHeadingFocus } from "../shared/use-heading-focus.ts";
import { MessageStatus } from "./MessageStatus.tsx";

const views: { view: InboxView; label: string; title: string }[] = [
  { view: "inbox", label: "Inbox", title: "Messages" },
  { view: "failed", label: "Failed", title: "Failed deliveries" },
  { view: "spam", label: "Spam", title: "Spam" },
  { view: "archived", label: "Archived", title: "Archived messages" },
];

export interface InboxScreenProps {
  page: InboxPage;
  view: InboxView;
  query: string;
  /** Whether this is an older page (the list continues from a position). */
  paged: boolean;
}

function listAddress(view: InboxView, query: string, before?: string): string {
  const params = new URLSearchParams();
  if (view !== "inbox") params.set("view", view);
  if (query) params.set("q", query);
  if (before) params.set("before", before);
  const search = params.toString();
  return `/studio/messages${search ? `?${search}` : ""}`;
}

/**
 * One message of the list, the whole row a single link to it: a tap anywhere on it opens the
 * message, and nothing inside competes for the tap. The link is named by all it shows, so that
 * what a screen reader says of it is what is seen (WCAG 2.5.3, label in name).
 */
function MessageItem({ message }: { message: InboxSummary }) {
  const weight = message.read ? "font-normal" : "font-bold";
  return (
    <li className="border-b border-line">
      <Link to={`/studio/messages/${message.id}`} className="group block py-3">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className={`${weight} break-words underline-offset-4 group-hover:underline`}>
            {message.name}
            {!message.read && <span className="sr-only"> (unread)</span>}
          </span>
          <time
            dateTime={new Date(message.receivedAt).toISOString()}
            className="text-sm text-muted"
          >
            {formatTime(message.receivedAt)}
          </time>
        </span>
        <span className={`${weight} block break-words`}>{message.subject || "(no subject)"}</span>
        <span className="block truncate text-muted">{message.preview}</span>
        <MessageStatus message={message} />
      </Link>
    </li>
  );
}

/** The list of messages, newest first, with its lists, search, paging and export. */
export function InboxScreen({ page, view, query, paged }: InboxScreenProps) {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const navigate = useNavigate();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = new FormData(event.currentTarget).get("q");
    navigate(listAddress(view, typeof words === "string" ? words.trim() : ""));
  };
  const title = views.find((v) => v.view === view)?.title ?? "Messages";
  return (
    <section aria-labelledby="inbox-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <ScreenHeading id="inbox-heading" headingRef={heading}>
          {title}
        </ScreenHeading>
        <a href="/api/studio/messages.csv" download className="py-2 underline underline-offset-4">
          Export all as CSV
        </a>
      </div>
      <nav aria-label="Message lists" className="mt-3">
        <ul className="flex flex-wrap gap-x-4">
          {views.map((v) => (
            <li key={v.view}>
              <Link
                to={listAddress(v.view, query)}
                aria-current={v.view === view ? "page" : undefined}
                className={`inline-block py-2 underline-offset-4 hover:underline ${v.view === view ? "font-semibold underline" : ""}`}
              >
                {v.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <search>
        <form method="get" onSubmit={search} className="mt-3 flex flex-wrap items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col">
            <LabelledInput
              id="inbox-search"
              label="Search by name, e-mail or words"
              labelClassName="text-sm font-medium"
              name="q"
              type="search"
              defaultValue={query}
              maxLength={200}
            />
          </div>
          <button type="submit" className={plainButton}>
            Search
          </button>
        </form>
      </search>
      {query && (
        <p className="mt-3">
          Showing messages matching “{query}”.{" "}
          <Link to={listAddress(view, "")} className="underline underline-offset-4">
            Show all
          </Link>
        </p>
      )}
      {page.messages.length === 0 ? (
        <p className="mt-6 text-muted">
          {query ? "No message matches this search." : "No messages here."}
        </p>
      ) : (
        <ul className="mt-4 border-t border-line" aria-label={title}>
          {page.messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ul>
      )}
      {(paged || page.older) && (
        <nav aria-label="Pages" className="mt-4 flex flex-wrap justify-between gap-4">
          {paged ? (
            <Link to={listAddress(view, query)} className="py-2 underline underline-offset-4">
              Newest messages
            </Link>
          ) : (
            <span />
          )}
          {page.older && (
            <Link
              to={listAddress(view, query, page.older)}
              className="py-2 underline underline-offset-4"
            >
              Older messages
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
