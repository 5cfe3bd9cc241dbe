import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../storage/database.ts";
import { memoryLogger } from "../testing/memory-logger.ts";
import { SmtpTestServer } from "../testing/smtp-test-server.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { NoticeSender } from "./notice-sender.ts";
import { OwnerNotices } from "./owner-notices.ts";
import { smtpMailer } from "./smtp-mailer.ts";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function sender() {
  const db = openDatabase(tempDir("notices"));
  const smtp = await SmtpTestServer.start();
  const mailer = smtpMailer(smtp.url);
  cleanups.push(
    () => db.close(),
    () => smtp.stop(),
    () => mailer.close(),
  );
  let now = Date.UTC(2026, 0, 15, 12);
  const clock = () => now;
  const notices = new OwnerNotices(db, clock);
  const noticeSender = new NoticeSender({
    notices,
    mailer,
    mail: () => ({
      from: '"Noor Ellison website" <noreply@noor-ellison.example>',
      to: "studio@noor-ellison.example",
      siteName: "Noor Ellison",
      siteHost: "noor-ellison.example",
    }),
    logger: memoryLogger(),
    retryPolicy: { baseDelayMs: 30_000, maxDelayMs: 30 * 60_000, retryForMs: 3600_000 },
    clock,
    random: () => 1,
  });
  return { db, smtp, notices, noticeSender, advance: (ms: number) => (now += ms) };
}

describe("the owner's notices", () => {
  it("are mailed to the artist's inbox from the site, once, with no reply-to", async () => {
    const { smtp, notices, noticeSender } = await sender();
    notices.add({ subject: "a passkey was added", body: "The passkey “Laptop” was added." });
    expect(await noticeSender.sendDue()).toBe(1);
    expect(await noticeSender.sendDue()).toBe(0);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(["studio@noor-ellison.example"]);
    expect(mail?.raw).toContain("Subject: Noor Ellison Studio: a passkey was added");
    expect(mail?.raw).not.toContain("Reply-To");
  });

  it("wait out a mail outage, and are given up only after the retry period", async () => {
    const { smtp, notices, noticeSender, advance, db } = await sender();
    notices.add({ subject: "the password was changed", body: "Changed." });
    smtp.mode = "reject-temporary";
    expect(await noticeSender.sendDue()).toBe(0);
    expect(await noticeSender.sendDue()).toBe(0);
    advance(30_000);
    smtp.mode = "accept";
    expect(await noticeSender.sendDue()).toBe(1);

    notices.add({ subject: "the Studio is on", body: "On." });
    smtp.mode = "reject-temporary";
    for (let hour = 0; hour < 2; hour++) {
      advance(3600_000);
      await noticeSender.sendDue();
    }
    const statuses = db
      .prepare("SELECT subject, status FROM owner_notices ORDER BY created_at")
      .all();
    expect(statuses).toEqual([
      { subject: "the password was changed", status: "sent" },
      { subject: "the Studio is on", status: "failed" },
    ]);
  });
});
