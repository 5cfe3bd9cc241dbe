import nodemailer, { type NodemailerError } from "nodemailer";
import { mailOptions } from "./mail-options.ts";
import type { Mailer, OutgoingMail, SendResult } from "./mailer.ts";

/** The SMTP address without its credentials, safe to log. */
function describeSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ""}`;
}

function isNodemailerError(error: unknown): error is NodemailerError {
  return error instanceof Error;
}

/**
 * Sends mail through an SMTP server (SMTP_URL, e.g. smtps://user:password@mail.example.com:465).
 * A refusal by the server (a 5xx reply, except a failed login, which is a configuration problem
 * that a later attempt can succeed past) is permanent; everything else may succeed later.
 */
export function smtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // One connection kept open and reused: opening one per message (greeting, EHLO, TLS, login)
    // made a backlog after a mail outage drain several times slower.
    pool: true,
    maxConnections: 1,
    idleTimeout: 30_000,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
    // Mail content is built from visitor text: never let it reference files or URLs to embed.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    description: describeSmtpUrl(smtpUrl),
    async send(mail: OutgoingMail): Promise<SendResult> {
      try {
        const info = await transport.sendMail(mailOptions(mail));
        return { ok: true, ref: String(info.response) };
      } catch (error) {
        if (!isNodemailerError(error)) return { ok: false, permanent: false, error: String(error) };
        const permanent = error.permanent === true && error.code !== "EAUTH";
        const reply = error.response ?? error.message;
        return { ok: false, permanent, error: [error.code, reply].filter(Boolean).join(": ") };
      }
    },
    close() {
      transport.close();
    },
  };
}
