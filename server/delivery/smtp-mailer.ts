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

/** Whether the address logs in: a user name in it. */
function hasCredentials(smtpUrl: string): boolean {
  return new URL(smtpUrl).username !== "";
}

const noStartTlsAdvice =
  "the password is sent only over an encrypted connection: use smtps:// (or a port whose server offers STARTTLS), or set SMTP_ALLOW_PLAINTEXT_LOGIN=true for a mail server on this machine or a private network";

export interface SmtpMailerOptions {
  /**
   * Log in over `smtp://` even when the server does not offer STARTTLS, sending the password as
   * plain text (SMTP_ALLOW_PLAINTEXT_LOGIN): only for a mail server on the same machine or a
   * private network.
   */
  allowPlaintextLogin?: boolean;
}

/**
 * Sends mail through an SMTP server (SMTP_URL, e.g. smtps://user:password@mail.example.com:465).
 * Over `smtp://` with a user name, the connection must be upgraded with STARTTLS before the login,
 * unless plain text is explicitly allowed: otherwise anyone on the network path could read the
 * password. A refusal by the server (a 5xx reply, except a failed login, which is a
 * configuration problem that a later attempt can succeed past) is permanent; everything else may
 * succeed later.
 */
export function smtpMailer(smtpUrl: string, options: SmtpMailerOptions = {}): Mailer {
  const requireTLS = hasCredentials(smtpUrl) && options.allowPlaintextLogin !== true;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    requireTLS,
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
        // A failed login or TLS upgrade is a setting to fix; the message is kept for then.
        const setting = error.code === "EAUTH" || error.code === "ETLS";
        const permanent = error.permanent === true && !setting;
        const reply = error.response ?? error.message;
        const advice = error.code === "ETLS" && requireTLS ? noStartTlsAdvice : undefined;
        return {
          ok: false,
          permanent,
          error: [error.code, reply, advice].filter(Boolean).join(": "),
        };
      }
    },
    close() {
      transport.close();
    },
  };
}
