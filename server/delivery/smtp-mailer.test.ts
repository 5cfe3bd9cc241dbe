import { afterEach, describe, expect, it } from "vitest";
import { SmtpTestServer } from "../testing/smtp-test-server.ts";
import type { OutgoingMail } from "./mailer.ts";
import { smtpMailer } from "./smtp-mailer.ts";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function mail(n: number): OutgoingMail {
  return {
    id: `m${n}`,
    messageId: `<m${n}@noor-ellison.example>`,
    date: new Date(0),
    from: "noreply@noor-ellison.example",
    to: "studio@noor-ellison.example",
    replyTo: { name: "Ada", address: "ada@example.com" },
    subject: `Message ${n}`,
    text: "Hello",
    html: "<p>Hello</p>",
  };
}

describe("the SMTP mailer", () => {
  it("sends consecutive messages over one connection", async () => {
    const smtp = await SmtpTestServer.start();
    cleanups.push(() => smtp.stop());
    const mailer = smtpMailer(smtp.url);
    cleanups.push(() => mailer.close());
    for (let n = 0; n < 5; n++) expect((await mailer.send(mail(n))).ok).toBe(true);
    expect(smtp.received).toHaveLength(5);
    expect(smtp.connections).toBe(1);
  });

  it("reconnects when the mail server comes back after an outage", async () => {
    const first = await SmtpTestServer.start();
    const mailer = smtpMailer(first.url);
    cleanups.push(() => mailer.close());
    expect((await mailer.send(mail(1))).ok).toBe(true);
    await first.stop();
    const down = await mailer.send(mail(2));
    expect(down).toMatchObject({ ok: false, permanent: false });
    const second = await SmtpTestServer.start(first.port);
    cleanups.push(() => second.stop());
    expect((await mailer.send(mail(3))).ok).toBe(true);
    expect(second.received).toHaveLength(1);
  });

  it("never sends a password over smtp:// without STARTTLS: the message waits, and says why", async () => {
    const smtp = await SmtpTestServer.start();
    cleanups.push(() => smtp.stop());
    const mailer = smtpMailer(`smtp://studio:secret@127.0.0.1:${smtp.port}`);
    cleanups.push(() => mailer.close());
    const result = await mailer.send(mail(1));
    expect(result).toMatchObject({ ok: false, permanent: false });
    expect(result.ok === false && result.error).toMatch(/STARTTLS/);
    expect(smtp.logins).toEqual([]);
    expect(smtp.received).toHaveLength(0);
  });

  it("logs in over plain smtp:// only when plain text is explicitly allowed", async () => {
    const smtp = await SmtpTestServer.start();
    cleanups.push(() => smtp.stop());
    const mailer = smtpMailer(`smtp://studio:secret@127.0.0.1:${smtp.port}`, {
      allowPlaintextLogin: true,
    });
    cleanups.push(() => mailer.close());
    expect((await mailer.send(mail(1))).ok).toBe(true);
    expect(smtp.logins).toEqual(["studio"]);
  });

  it("sends without a login over smtp:// when the address has no user name", async () => {
    const smtp = await SmtpTestServer.start();
    cleanups.push(() => smtp.stop());
    const mailer = smtpMailer(smtp.url);
    cleanups.push(() => mailer.close());
    expect((await mailer.send(mail(1))).ok).toBe(true);
    expect(smtp.logins).toEqual([]);
  });
});
