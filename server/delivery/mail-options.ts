import type { SendMailOptions } from "nodemailer";
import type { OutgoingMail } from "./mailer.ts";

/** The nodemailer message for an outgoing mail, the same whether it is sent or written to a file. */
export function mailOptions(mail: OutgoingMail): SendMailOptions {
  return {
    messageId: mail.messageId,
    date: mail.date,
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  };
}
