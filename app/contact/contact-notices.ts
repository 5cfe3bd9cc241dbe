import type { Notice } from "../notices/notify.ts";

/**
 * The spec's words for what became of a message: the notices of the form's script, and the
 * headings and text of the pages a browser is shown after posting the form itself.
 */
export const contactNotices = {
  sent: {
    title: "Message sent successfully!",
    description: "Thank you for your message. I'll get back to you soon.",
  },
  notSent: {
    title: "Error sending message",
    description: "There was a problem sending your message. Please try again.",
    variant: "destructive",
  },
} as const satisfies Record<string, Notice>;
