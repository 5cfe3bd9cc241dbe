import { notify } from "../notices/notify.ts";
import type { ContactOutcome } from "./contact-outcome.ts";
import { retryAfterText } from "./retry-after-text.ts";

/**
 * Tells the visitor what became of their message in a notice: sent, or why not. A message
 * refused for its fields says nothing here: the fields show their errors.
 */
export function notifyOutcome(outcome: ContactOutcome): void {
  switch (outcome.kind) {
    case "accepted":
      notify({
        title: "Message sent successfully!",
        description: "Thank you for your message. I'll get back to you soon.",
      });
      break;
    case "invalid":
      break;
    case "rate-limited":
      console.warn("The contact API refused the message for now:", outcome);
      notify({
        title: "Error sending message",
        description: `Too many messages were sent from your network in a short time. Please try again ${retryAfterText(outcome.retryAfterSeconds)}.`,
        variant: "destructive",
      });
      break;
    case "failed":
      console.error("The contact message could not be sent:", outcome.error);
      notify({
        title: "Error sending message",
        description: "There was a problem sending your message. Please try again.",
        variant: "destructive",
      });
      break;
  }
}
