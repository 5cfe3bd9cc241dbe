import type { MailSettings } from "./compose-mail.ts";
import { escapeHtml } from "./escape-html.ts";
import type { OutgoingMail } from "./mailer.ts";
import type { OwnerNotice } from "./owner-notices.ts";

/** A notice about the owner's account as mail to the artist's inbox, from the site. */
export function composeNotice(notice: OwnerNotice, settings: MailSettings): OutgoingMail {
  const footer = `Sent by the Studio of ${settings.siteName} about your own account.`;
  return {
    id: `notice-${notice.id}`,
    messageId: `<notice-${notice.id}@${settings.siteHost}>`,
    date: new Date(notice.createdAt),
    from: settings.from,
    to: settings.to,
    subject: `${settings.siteName} Studio: ${notice.subject}`,
    text: [notice.body, "", "--", footer].join("\n"),
    html: [
      "<!DOCTYPE html>",
      '<html><head><meta charset="utf-8"></head><body style="font-family:sans-serif">',
      `<p style="white-space:pre-wrap">${escapeHtml(notice.body)}</p>`,
      `<p style="color:#666">${escapeHtml(footer)}</p>`,
      "</body></html>",
    ].join("\n"),
  };
}
