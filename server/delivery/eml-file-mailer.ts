import { mkdir, open, rename } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { mailOptions } from "./mail-options.ts";
import type { Mailer, OutgoingMail, SendResult } from "./mailer.ts";

function fileNameFor(mail: OutgoingMail): string {
  const stamp = mail.date.toISOString().replace(/[:.]/g, "-");
  return `${stamp}-${mail.id}.eml`;
}

/**
 * With no mail server configured, each message is written as a standard .eml file (open it with
 * any mail program), so a fresh installation keeps every message without an account anywhere.
 * Writing the same message again replaces its file: a repeated delivery never duplicates it.
 */
export function emlFileMailer(dir: string): Mailer {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    description: `.eml files in ${dir}`,
    async send(mail: OutgoingMail): Promise<SendResult> {
      try {
        const info = await composer.sendMail(mailOptions(mail));
        await mkdir(dir, { recursive: true });
        const file = join(dir, fileNameFor(mail));
        const partial = `${file}.partial`;
        // On disk before the message is marked sent, like the database commit it stands in for.
        const handle = await open(partial, "w");
        try {
          await handle.writeFile(info.message);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(partial, file);
        return { ok: true, ref: file };
      } catch (error) {
        return { ok: false, permanent: false, error: String(error) };
      }
    },
    close() {
      composer.close();
    },
  };
}
