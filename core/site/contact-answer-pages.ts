/** What became of a message sent by the contact form without the page's script. */
export type ContactAnswer = "sent" | "notSent";

/**
 * Where the prerendered answer pages of the contact form live. A browser that posts the form
 * natively (before or without the page's script) is sent on to one of them.
 */
export const contactAnswerPaths: Readonly<Record<ContactAnswer, string>> = {
  sent: "/contact/sent",
  notSent: "/contact/not-sent",
};
