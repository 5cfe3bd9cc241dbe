import { afterEach, describe, expect, it } from "vitest";
import type { NewMessage } from "../../core/messages/stored-message.ts";
import { defaultDeliveryRetryPolicy } from "../delivery/delivery-retry-policy.ts";
import type { Mailer } from "../delivery/mailer.ts";
import { Outbox } from "../delivery/outbox.ts";
import { smtpMailer } from "../delivery/smtp-mailer.ts";
import { csvField } from "../storage/csv.ts";
import { SqliteMessageStore } from "../storage/sqlite-message-store.ts";
import { memoryLogger } from "../testing/memory-logger.ts";
import { SmtpTestServer } from "../testing/smtp-test-server.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { runMessagesCommand } from "./messages-command.ts";

const t0 = Date.UTC(2026, 0, 15, 9, 30);
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup() {
  const smtp = await SmtpTestServer.start();
  const store = SqliteMessageStore.open(tempDir("messages-cli"));
  const mailer: Mailer = smtpMailer(smtp.url);
  cleanups.push(
    () => smtp.stop(),
    () => store.close(),
    () => mailer.close(),
  );
  const outbox = new Outbox({
    store,
    mailer,
    mail: () => ({
      from: "Site <noreply@noor-ellison.example>",
      to: "studio@noor-ellison.example",
      siteName: "Noor Ellison",
      siteHost: "noor-ellison.example",
    }),
    logger: memoryLogger(),
    retryPolicy: defaultDeliveryRetryPolicy,
    owner: "cli:1:a",
    isAbandonedOwner: () => false,
    clock: () => t0 + 60_000,
  });
  const add = async (overrides: Partial<NewMessage> = {}) =>
    (
      await store.accept(
        {
          name: "Ada Lovelace",
          email: "ada@example.com",
          subject: "Prints",
          message: "Hello,\nI would like a print.",
          receivedAt: t0,
          ipHash: "0".repeat(32),
          spamReason: null,
          giveUpAt: t0 + defaultDeliveryRetryPolicy.retryForMs,
          idempotencyKey: null,
          ...overrides,
        },
        86_400_000,
      )
    ).id;
  // The server that stored the messages mails through the same SMTP server as the command,
  // unless a test says otherwise.
  let serverDelivery: string | undefined = mailer.description;
  const serverMailsTo = (description: string | undefined) => {
    serverDelivery = description;
  };
  const run = async (...argv: string[]) => {
    let out = "";
    let err = "";
    const code = await runMessagesCommand(argv, {
      archive: store,
      dataDir: "/srv/test-data",
      outbox,
      delivery: { own: mailer.description, server: serverDelivery },
      retryForMs: defaultDeliveryRetryPolicy.retryForMs,
      out: (text) => {
        out += text;
      },
      err: (text) => {
        err += text;
      },
      clock: () => t0 + 60_000,
    });
    return { code, out, err };
  };
  return { smtp, store, add, run, serverMailsTo };
}

describe("npm run messages", () => {
  it("list shows every message newest first with its status", async () => {
    const { add, run, store } = await setup();
    const first = await add();
    const second = await add({ name: "Grace Hopper", subject: "", receivedAt: t0 + 1000 });
    await add({ name: "Bot", spamReason: "honeypot", receivedAt: t0 + 2000 });
    await store.recordFailure(first, "550 rejected");

    const { code, out } = await run("list");
    expect(code).toBe(0);
    const lines = out.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^ID\s+RECEIVED \(UTC\)\s+STATUS\s+FROM\s+SUBJECT$/);
    expect(lines[1]).toMatch(/spam\s+Bot <ada@example.com>/);
    expect(lines[2]).toContain(second.slice(0, 8));
    expect(lines[2]).toMatch(
      /2026-01-15 09:30\s+pending\s+Grace Hopper <ada@example.com>\s+\(none\)$/,
    );
    expect(lines[3]).toMatch(/failed\s+Ada Lovelace <ada@example.com>\s+Prints$/);

    const failed = await run("list", "--status", "failed");
    expect(failed.out.trimEnd().split("\n")).toHaveLength(2);
    expect((await run("list", "--status", "lost")).code).toBe(2);
  });

  it("list says which data folder holds no messages, so that one other than the server's shows", async () => {
    const { add, run } = await setup();
    expect(await run("list")).toEqual({
      code: 0,
      out: "No messages in the data folder /srv/test-data.\n",
      err: "",
    });
    await add();
    expect((await run("list", "--status", "failed")).out).toBe(
      "No failed messages in the data folder /srv/test-data.\n",
    );
  });

  it("show prints one message in full, found by the first characters of its id", async () => {
    const { add, run } = await setup();
    const id = await add();
    const { code, out } = await run("show", id.slice(0, 6));
    expect(code).toBe(0);
    expect(out).toContain(`ID:         ${id}`);
    expect(out).toContain("Received:   2026-01-15T09:30:00.000Z");
    expect(out).toContain("From:       Ada Lovelace <ada@example.com>");
    expect(out).toContain("Subject:    Prints");
    expect(out).toContain("Hello,\nI would like a print.");
    expect(out).toMatch(/Status:\s+pending/);
  });

  it("show says when there is no such message", async () => {
    const { run } = await setup();
    expect(await run("show", "nope")).toEqual({
      code: 1,
      out: "",
      err: 'No message with ID "nope".\n',
    });
  });

  it("retry re-sends a failed message now", async () => {
    const { add, run, store, smtp } = await setup();
    const id = await add();
    await store.recordFailure(id, "550 rejected");
    const { code, out } = await run("retry", id);
    expect(code).toBe(0);
    expect(out).toBe(`Message ${id} delivered.\n`);
    expect(smtp.received).toHaveLength(1);
    expect(await store.find(id)).toMatchObject({ status: "sent", lastError: null });
  });

  it("retry delivers a message filed as spam when the artist says it is not", async () => {
    const { add, run, smtp } = await setup();
    const id = await add({ spamReason: "too_fast" });
    expect((await run("retry", id)).code).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it("retry leaves the delivery to the server when the command lacks the server's mail settings", async () => {
    const { add, run, store, smtp, serverMailsTo } = await setup();
    serverMailsTo("smtps://mail.noor-ellison.example:465");
    const id = await add();
    await store.recordFailure(id, "450 mailbox busy");

    const { code, out } = await run("retry", id);

    expect(code).toBe(0);
    expect(out).toContain(`Message ${id} is queued again; the server will send it.`);
    expect(out).toContain("The server's mail goes to smtps://mail.noor-ellison.example:465");
    expect(out).toContain("this command's would go to smtp://127.0.0.1:");
    expect(smtp.received).toHaveLength(0);
    expect(await store.find(id)).toMatchObject({ status: "pending", nextAttemptAt: t0 + 60_000 });
  });

  it("retry delivers from the command when no server ever ran on the data folder", async () => {
    const { add, run, store, smtp, serverMailsTo } = await setup();
    serverMailsTo(undefined);
    const id = await add();
    await store.recordFailure(id, "550 rejected");
    expect((await run("retry", id)).out).toBe(`Message ${id} delivered.\n`);
    expect(smtp.received).toHaveLength(1);
  });

  it("retry leaves the message queued when the mail server is unavailable", async () => {
    const { add, run, store, smtp } = await setup();
    const id = await add();
    await store.recordFailure(id, "550 rejected");
    smtp.mode = "reject-temporary";
    const { code, out } = await run("retry", id);
    expect(code).toBe(1);
    expect(out).toContain("stays queued");
    expect(await store.find(id)).toMatchObject({ status: "pending" });
  });

  it("export --csv writes every message as CSV, oldest first", async () => {
    const { add, run } = await setup();
    const id = await add({ message: 'Line one\nLine "two", with comma', subject: "=HYPERLINK(1)" });
    const { code, out } = await run("export", "--csv");
    expect(code).toBe(0);
    const [header, row] = out.split("\r\n");
    expect(header).toBe(
      "id,received_at,status,spam_reason,name,email,subject,message,attempts,sent_at,last_error",
    );
    expect(out).toContain(
      `${id},2026-01-15T09:30:00.000Z,pending,,Ada Lovelace,ada@example.com,'=HYPERLINK(1),"Line one\nLine ""two"", with comma",0,,\r\n`,
    );
    expect(row).toBeDefined();
  });

  it("explains its commands and refuses unknown ones", async () => {
    const { run } = await setup();
    expect((await run()).out).toContain("npm run messages -- <command>");
    const unknown = await run("delete");
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command "delete"');
    expect((await run("export")).code).toBe(2);
  });
});

describe("CSV fields", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["=1+1", "'=1+1"],
    ["+44 20", "'+44 20"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
  ])("writes %j as %s", (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it("leaves numbers and empty values alone", () => {
    expect(csvField(3)).toBe("3");
    expect(csvField(null)).toBe("");
  });
});
