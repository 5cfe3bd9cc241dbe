import { notify } from "../notices/notify.ts";
import { contactNotices } from "./contact-notices.ts";
import type { ContactOutcome } from "./contact-outcome.ts";
import { retryAfterText } from "./retry-after-text.ts";

/**
 * Tells the visitor what became of their message in a notice: sent, or why not. A message
 * refused for its fields says nothing here: the fields show their errors.
 */
export function notifyOutcome(outcome: ContactOutcome): void {
  switch (outcome.kind) {
    case "accepted":
      notify(contactNotices.sent);
      break;
    case "invalid":
      break;
    case "rate-limited":
      console.warn("The contact API refused the message for now:", outcome);
      notify({
        title: contactNotices.notSent.title,
        description: `Too many messages were sent from your network in a short time. Please try again ${retryAfterText(outcome.retryAfterSeconds)}.`,
        variant: "destructive",
      });
      break;
    case "failed":
      console.error("The contact message could not be sent:", outcome.error);
      notify(contactNotices.notSent);
      break;
  }
}
