import { join } from "node:path";
import { emlFileMailer } from "./eml-file-mailer.ts";
import type { Mailer } from "./mailer.ts";
import { smtpMailer } from "./smtp-mailer.ts";

/** The folder under DATA_DIR where messages are written when no SMTP server is configured. */
export const emlFolderName = "outbox-eml";

/** SMTP when SMTP_URL is set, otherwise .eml files in the data folder. */
export function createMailer(settings: {
  SMTP_URL?: string | undefined;
  SMTP_ALLOW_PLAINTEXT_LOGIN?: boolean;
  DATA_DIR: string;
}): Mailer {
  return settings.SMTP_URL
    ? smtpMailer(settings.SMTP_URL, {
        allowPlaintextLogin: settings.SMTP_ALLOW_PLAINTEXT_LOGIN === true,
      })
    : emlFileMailer(join(settings.DATA_DIR, emlFolderName));
}
