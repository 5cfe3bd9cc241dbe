import type { StoredMessage } from "../../core/messages/stored-message.ts";
import { escapeHtml } from "./escape-html.ts";
import type { OutgoingMail } from "./mailer.ts";

export interface MailSettings {
  /** The site's own sender, e.g. `"Noor Ellison website" <noreply@noor-ellison.example>`. */
  from: string;
  /** The artist's inbox. */
  to: string;
  siteName: string;
  /** The host name of the site, for Message-ID headers. */
  siteHost: string;
}

function subjectLine(message: StoredMessage): string {
  return message.subject
    ? `Website message from ${message.name}: ${message.subject}`
    : `Website message from ${message.name}`;
}

/**
 * Turns a stored message into mail for the artist. The mail comes from the site's own address
 * (sending "from" the visitor would fail SPF/DMARC); the visitor is the Reply-To, so answering
 * is one click. Visitor text reaches headers only as Reply-To name and Subject, which the mail
 * library encodes, and the schema has already refused line breaks in both.
 */
export function composeMail(message: StoredMessage, settings: MailSettings): OutgoingMail {
  const received = new Date(message.receivedAt);
  const subject = message.subject || "(none)";
  const text = [
    `Name: ${message.name}`,
    `Email: ${message.email}`,
    `Subject: ${subject}`,
    `Received: ${received.toISOString()}`,
    "",
    message.message,
    "",
    "--",
    `Sent from the contact form of ${settings.siteName}. Reply to this e-mail to answer ${message.name}.`,
  ].join("\n");

  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:2px 12px 2px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`;
  const html = [
    "<!DOCTYPE html>",
    '<html><head><meta charset="utf-8"></head><body style="font-family:sans-serif">',
    "<table>",
    row("Name", message.name),
    row("Email", message.email),
    row("Subject", subject),
    row("Received", received.toISOString()),
    "</table>",
    `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    `<p style="color:#666">Sent from the contact form of ${escapeHtml(settings.siteName)}. Reply to this e-mail to answer ${escapeHtml(message.name)}.</p>`,
    "</body></html>",
  ].join("\n");

  return {
    id: message.id,
    messageId: `<${message.id}@${settings.siteHost}>`,
    date: received,
    from: settings.from,
    to: settings.to,
    replyTo: { name: message.name, address: message.email },
    subject: subjectLine(message),
    text,
    html,
  };
}
