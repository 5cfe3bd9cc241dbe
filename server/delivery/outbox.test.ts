import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { NewMessage } from "../../core/messages/stored-message.ts";
import { SqliteMessageStore } from "../storage/sqlite-message-store.ts";
import { type LogLine, memoryLogger } from "../testing/memory-logger.ts";
import { parseMail } from "../testing/parse-mail.ts";
import { SmtpTestServer, unusedPort } from "../testing/smtp-test-server.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { type DeliveryRetryPolicy, deliveryRetryDelayMs } from "./delivery-retry-policy.ts";
import { emlFileMailer } from "./eml-file-mailer.ts";
import type { Mailer } from "./mailer.ts";
import { Outbox } from "./outbox.ts";
import { smtpMailer } from "./smtp-mailer.ts";

const t0 = Date.UTC(2026, 0, 15, 12, 0, 0);
const policy: DeliveryRetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 30 * 60_000,
  retryForMs: 24 * 3600_000,
};
const mailSettings = {
  from: '"Noor Ellison website" <noreply@noor-ellison.example>',
  to: "studio@noor-ellison.example",
  siteName: "Noor Ellison",
  siteHost: "noor-ellison.example",
};

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtpServer(port = 0): Promise<SmtpTestServer> {
  const smtp = await SmtpTestServer.start(port);
  cleanups.push(() => smtp.stop());
  return smtp;
}

function openStore(dir: string): SqliteMessageStore {
  const store = SqliteMessageStore.open(dir);
  cleanups.push(() => store.close());
  return store;
}

function newMessage(overrides: Partial<NewMessage> = {}): NewMessage {
  return {
    name: "Ada Lovelace",
    email: "ada@example.com",
    subject: "A commission",
    message: "Hello",
    receivedAt: t0,
    ipHash: "0".repeat(32),
    spamReason: null,
    giveUpAt: t0 + policy.retryForMs,
    idempotencyKey: null,
    ...overrides,
  };
}

/** An outbox over a fresh database with a clock the test moves. */
function setup(
  options: {
    mailer?: Mailer;
    smtpUrl?: string;
    dir?: string;
    owner?: string;
    isAbandonedOwner?: (owner: string) => boolean;
  } = {},
) {
  const dir = options.dir ?? tempDir("outbox");
  const store = openStore(dir);
  const logger = memoryLogger();
  let now = t0;
  const mailer = options.mailer ?? smtpMailer(options.smtpUrl ?? "smtp://127.0.0.1:1");
  cleanups.push(() => mailer.close());
  const outbox = new Outbox({
    store,
    mailer,
    mail: () => mailSettings,
    logger,
    retryPolicy: policy,
    owner: options.owner ?? "test-host:100:aaaa",
    isAbandonedOwner: options.isAbandonedOwner ?? (() => false),
    clock: () => now,
    random: () => 0.5,
  });
  cleanups.push(() => outbox.stop());
  return {
    dir,
    store,
    logger,
    outbox,
    advance: (ms: number) => {
      now += ms;
    },
    now: () => now,
    accept: async (overrides: Partial<NewMessage> = {}) =>
      (await store.accept(newMessage({ receivedAt: now, ...overrides }), 86_400_000)).id,
  };
}

function errorLines(logger: { lines: LogLine[] }) {
  return logger.lines.filter((line) => line.level === "error").map((line) => line.msg);
}

describe("mail to the artist", () => {
  it("comes from the site, answers to the visitor and carries the message as text and escaped HTML", async () => {
    const smtp = await smtpServer();
    const { outbox, accept, store } = setup({ smtpUrl: smtp.url });
    const id = await accept({
      name: "Zoë Ōkubo-Łukasz",
      subject: 'Prints & "frames"',
      message: "<script>alert('x')</script> & <b>bold</b>\nSecond line – ünïcode ✓",
    });

    expect(await outbox.deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    if (!received) throw new Error("no mail");
    expect(received.from).toBe("noreply@noor-ellison.example");
    expect(received.to).toEqual(["studio@noor-ellison.example"]);

    const mail = parseMail(received.raw);
    expect(mail.header("From")).toBe("Noor Ellison website <noreply@noor-ellison.example>");
    expect(mail.header("To")).toBe("studio@noor-ellison.example");
    expect(mail.header("Reply-To")).toBe("Zoë Ōkubo-Łukasz <ada@example.com>");
    expect(mail.header("Subject")).toBe('Website message from Zoë Ōkubo-Łukasz: Prints & "frames"');
    expect(mail.header("Message-ID")).toBe(`<${id}@noor-ellison.example>`);
    // Non-ASCII header text travels as RFC 2047 encoded words, never as raw 8-bit bytes.
    expect(mail.headerLines.join("\n")).toMatch(/^[\x20-\x7e\n]*$/);

    expect(mail.text.replace(/\r\n/g, "\n")).toContain(
      "<script>alert('x')</script> & <b>bold</b>\nSecond line – ünïcode ✓",
    );
    expect(mail.html).toContain(
      "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;",
    );
    expect(mail.html).toContain("Zoë Ōkubo-Łukasz");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>bold");

    expect(await store.find(id)).toMatchObject({
      status: "sent",
      attempts: 1,
      sentAt: t0,
      deliveryRef: expect.stringContaining("250"),
    });
  });

  it("keeps visitor text out of the headers even when a line break got past validation", async () => {
    const smtp = await smtpServer();
    const { outbox, accept } = setup({ smtpUrl: smtp.url });
    await accept({
      name: "Eve\r\nBcc: victim@example.com",
      subject: "Hi\r\nX-Injected: yes",
      message: "Body\r\n.\r\nMAIL FROM:<x@example.com>",
    });
    await outbox.deliverDue();

    const [received] = smtp.received;
    if (!received) throw new Error("no mail");
    expect(received.to).toEqual(["studio@noor-ellison.example"]);
    const mail = parseMail(received.raw);
    const names = mail.headerLines.map((line) => line.split(":")[0]?.toLowerCase());
    expect(names).not.toContain("bcc");
    expect(names).not.toContain("x-injected");
    expect(mail.text).toContain("MAIL FROM:<x@example.com>");
  });
});

describe("delivery", () => {
  it("survives an SMTP outage: retried with back-off, then every message delivered exactly once", async () => {
    const port = await unusedPort();
    const { outbox, accept, advance, store, logger } = setup({
      smtpUrl: `smtp://127.0.0.1:${port}`,
    });
    const ids = [await accept(), await accept({ name: "Grace" }), await accept({ name: "Hedy" })];

    expect(await outbox.deliverDue()).toEqual({ sent: 0, retrying: 3, failed: 0 });
    for (const id of ids) {
      expect(await store.find(id)).toMatchObject({
        status: "pending",
        attempts: 1,
        // First back-off: 30 s with jitter between half and all of it (random() = 0.5 here).
        nextAttemptAt: t0 + 22_500,
        lastError: expect.stringMatching(/ECONNREFUSED|ESOCKET|ECONNECTION/),
      });
    }
    expect(logger.lines.filter((l) => l.level === "warn")).toHaveLength(3);

    advance(20_000);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    const smtp = await smtpServer(port);
    advance(5_000);
    expect(await outbox.deliverDue()).toEqual({ sent: 3, retrying: 0, failed: 0 });
    advance(60 * 60_000);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    expect(smtp.received).toHaveLength(3);
    const messageIds = smtp.received.map((m) => parseMail(m.raw).header("Message-ID"));
    expect(new Set(messageIds)).toEqual(new Set(ids.map((id) => `<${id}@noor-ellison.example>`)));
    for (const id of ids)
      expect(await store.find(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("marks a message failed at once when the mail server refuses it (5xx), and says so loudly", async () => {
    const smtp = await smtpServer();
    smtp.mode = "reject-permanent";
    const { outbox, accept, store, logger, advance } = setup({ smtpUrl: smtp.url });
    const id = await accept();

    expect(await outbox.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await store.find(id)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: expect.stringContaining("550"),
    });
    expect(errorLines(logger)).toEqual([
      "CONTACT MESSAGE NOT DELIVERED: the mail server refused it",
    ]);
    expect(JSON.stringify(logger.lines)).not.toContain("ada@example.com");

    smtp.mode = "accept";
    advance(24 * 3600_000);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await store.deliveryCounts()).toEqual({ pending: 0, failed: 1 });
  });

  it("retries a temporary refusal (4xx) until the mail server takes the message", async () => {
    const smtp = await smtpServer();
    smtp.mode = "reject-temporary";
    const { outbox, accept, store, advance } = setup({ smtpUrl: smtp.url });
    const id = await accept();

    expect(await outbox.deliverDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    advance(22_500);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await store.find(id)).toMatchObject({
      attempts: 2,
      nextAttemptAt: t0 + 22_500 + 45_000,
    });
    smtp.mode = "accept";
    advance(45_000);
    expect(await outbox.deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("keeps retrying for at least 24 hours, then marks the message failed", async () => {
    const port = await unusedPort();
    const { outbox, accept, store, advance, now, logger } = setup({
      smtpUrl: `smtp://127.0.0.1:${port}`,
    });
    const id = await accept();
    let attempts = 0;
    for (;;) {
      const report = await outbox.deliverDue();
      attempts++;
      if (report.failed === 1) break;
      const message = await store.find(id);
      if (!message || message === "ambiguous" || message.nextAttemptAt === null) {
        throw new Error("message left the queue");
      }
      advance(message.nextAttemptAt - now());
    }
    expect(now() - t0).toBeGreaterThanOrEqual(24 * 3600_000);
    expect(now() - t0).toBeLessThan(24 * 3600_000 + policy.maxDelayMs);
    expect(attempts).toBeGreaterThan(40);
    expect(await store.find(id)).toMatchObject({ status: "failed", attempts });
    expect(errorLines(logger)).toEqual(["CONTACT MESSAGE NOT DELIVERED: retries exhausted"]);
  });

  it("never sends a message twice when two processes deliver from the same database", async () => {
    const smtp = await smtpServer();
    const first = setup({ smtpUrl: smtp.url, owner: "host:1:a" });
    const second = setup({ smtpUrl: smtp.url, dir: first.dir, owner: "host:2:b" });
    for (let i = 0; i < 6; i++) await first.accept({ name: `Visitor ${i}` });

    const reports = await Promise.all([first.outbox.deliverDue(), second.outbox.deliverDue()]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(6);
    expect(smtp.received).toHaveLength(6);
    expect(new Set(smtp.received.map((m) => parseMail(m.raw).header("Message-ID"))).size).toBe(6);
  });
});

describe("restart", () => {
  /** A mail server that never answers; `sending` settles once a delivery has leased its message. */
  function hangingMailer(): { mailer: Mailer; sending: Promise<void> } {
    let begun: () => void = () => {};
    const sending = new Promise<void>((resolve) => {
      begun = resolve;
    });
    const mailer: Mailer = {
      description: "a mail server that never answers",
      send: () => {
        begun();
        return new Promise(() => {});
      },
      close: () => {},
    };
    return { mailer, sending };
  }

  it("resumes a delivery cut off by a stopped process, delivering it once", async () => {
    const smtp = await smtpServer();
    const hanging = hangingMailer();
    const before = setup({ mailer: hanging.mailer, owner: "host:1:old" });
    const id = await before.accept();
    // The old process takes the message and dies in the middle of sending it.
    void before.outbox.deliverDue();
    await hanging.sending;

    const after = setup({
      smtpUrl: smtp.url,
      dir: before.dir,
      owner: "host:2:new",
      isAbandonedOwner: (owner) => owner === "host:1:old",
    });
    after.advance(1000);
    await after.outbox.start();
    await smtp.waitFor(1);
    await after.outbox.stop();

    expect(smtp.received).toHaveLength(1);
    expect(await after.store.find(id)).toMatchObject({ status: "sent" });
    expect(after.logger.lines[0]).toMatchObject({
      msg: "resuming deliveries interrupted by a stopped process",
      fields: { messages: 1 },
    });
  });

  it("leaves a message leased by a live process alone until the lease runs out", async () => {
    const smtp = await smtpServer();
    const hanging = hangingMailer();
    const holder = setup({ mailer: hanging.mailer, owner: "host:1:live" });
    await holder.accept();
    void holder.outbox.deliverDue();
    await hanging.sending;

    const other = setup({ smtpUrl: smtp.url, dir: holder.dir, owner: "host:2:other" });
    expect(await other.outbox.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    other.advance(5 * 60_000);
    expect(await other.outbox.deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });
});

describe("running outbox", () => {
  it("delivers a new message as soon as it is announced", async () => {
    const smtp = await smtpServer();
    const { outbox, accept, store } = setup({ smtpUrl: smtp.url });
    await outbox.start();
    const id = await accept();
    outbox.nudge();
    await smtp.waitFor(1);
    await outbox.stop();
    expect(await store.find(id)).toMatchObject({ status: "sent" });
  });

  it("finishes the delivery in progress before stopping", async () => {
    const smtp = await smtpServer();
    const { outbox, accept, store } = setup({ smtpUrl: smtp.url });
    const id = await accept();
    await outbox.start();
    await outbox.stop();
    expect(await store.find(id)).toMatchObject({ status: "sent" });
    expect(smtp.received).toHaveLength(1);
  });
});

describe("without SMTP", () => {
  it("writes each message as a standard .eml file, replaced rather than duplicated on re-delivery", async () => {
    const folder = tempDir("eml");
    const { outbox, accept, store, advance } = setup({ mailer: emlFileMailer(folder) });
    const id = await accept({ name: "Zoë" });
    expect(await outbox.deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });

    const files = readdirSync(folder);
    expect(files).toEqual([`2026-01-15T12-00-00-000Z-${id}.eml`]);
    const raw = readFileSync(join(folder, files[0] ?? ""), "utf8");
    expect(raw).toContain("\r\n");
    const mail = parseMail(raw);
    expect(mail.header("Reply-To")).toBe("Zoë <ada@example.com>");
    expect(mail.header("To")).toBe("studio@noor-ellison.example");
    expect(await store.find(id)).toMatchObject({
      status: "sent",
      deliveryRef: join(folder, files[0] ?? ""),
    });

    advance(1000);
    await store.requeue(id, t0 + 1000, t0 + 1000 + policy.retryForMs);
    await outbox.deliverDue();
    expect(readdirSync(folder)).toHaveLength(1);
  });
});

describe("back-off", () => {
  it("doubles from the base delay up to the cap, with jitter between half and all of it", () => {
    const at = (attempt: number, random: number) =>
      deliveryRetryDelayMs(policy, attempt, () => random);
    expect([1, 2, 3, 4].map((n) => at(n, 1))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect([1, 2, 3, 4].map((n) => at(n, 0))).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(at(20, 1)).toBe(policy.maxDelayMs);
    expect(at(20, 0)).toBe(policy.maxDelayMs / 2);
  });
});
