import type { InboxSummary } from "../../../core/studio/studio-api.ts";

const labels: Record<InboxSummary["status"], string> = {
  pending: "Waiting to be e-mailed",
  sent: "E-mailed",
  failed: "Not e-mailed: delivery failed",
  spam: "Spam, not e-mailed",
};

const spamReasons: Record<NonNullable<InboxSummary["spamReason"]>, string> = {
  honeypot: "the form's hidden field was filled in",
  too_fast: "sent faster than a person types",
  no_timing: "sent without the form's timing",
  owner: "filed by you",
};

/** Where a message is on its way to the owner's mailbox, with the mail server's error if any. */
export function MessageStatus({
  message,
}: {
  message: Pick<InboxSummary, "status" | "spamReason" | "lastError">;
}) {
  const failed = message.status === "failed";
  return (
    <p className={`text-sm ${failed ? "font-semibold text-accent" : "text-muted"}`}>
      {labels[message.status]}
      {message.status === "spam" && message.spamReason && ` (${spamReasons[message.spamReason]})`}
      {message.lastError && (
        <>
          {failed ? ": " : ". Last error: "}
          <span className="font-normal break-words">{message.lastError}</span>
        </>
      )}
    </p>
  );
}
