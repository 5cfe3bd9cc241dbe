import { messageStatuses, type StoredMessage } from "../../core/messages/stored-message.ts";
import type { Outbox } from "../delivery/outbox.ts";
import type { MessageArchive } from "../storage/message-store.ts";
import { messagesCsv } from "../storage/messages-csv.ts";
import { inDataFolder } from "./data-folder-words.ts";
import { runSubcommand } from "./subcommands.ts";

const usage = `Usage: npm run messages -- <command>

  list [--status pending|sent|failed|spam] [--limit N]   newest first
  show ID                                               one message in full (ID or its first characters)
  retry ID                                              deliver a message again now (also failed or spam ones)
  export --csv                                          every message as CSV on standard output
`;

export interface MessagesCommandContext {
  archive: MessageArchive;
  /**
   * The data folder (DATA_DIR) the archive is in, which an empty list names: run without the
   * server's DATA_DIR, the command reads another folder, and "no messages" would mislead.
   */
  dataDir: string;
  outbox: Outbox;
  /**
   * Where this command's mail would go, and where the server's went when it last started
   * (undefined if no server ever ran on this data folder). When they differ, retry leaves the
   * delivery to the server: this command was run without the server's mail settings.
   */
  delivery: { own: string; server: string | undefined };
  retryForMs: number;
  out: (text: string) => void;
  err: (text: string) => void;
  clock?: () => number;
}

// Stored text passed validation, which refuses control characters; this is a second guard so
// nothing in a message can drive the terminal.
function printable(text: string): string {
  return text.replace(/[^\P{Cc}\t\n]/gu, "\uFFFD");
}

function time(ms: number | null): string {
  return ms === null ? "-" : new Date(ms).toISOString();
}

function pad(text: string, width: number): string {
  const cut = text.length > width ? `${text.slice(0, width - 1)}…` : text;
  return cut.padEnd(width);
}

function statusLine(message: StoredMessage): string {
  switch (message.status) {
    case "sent":
      return `sent ${time(message.sentAt)} after ${message.attempts} attempt(s)`;
    case "pending":
      return `pending, ${message.attempts} attempt(s) so far, next ${time(message.nextAttemptAt)}, retried until ${time(message.giveUpAt)}`;
    case "failed":
      return `FAILED after ${message.attempts} attempt(s)`;
    case "spam":
      return `spam (${message.spamReason ?? "unknown reason"}), never mailed`;
  }
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function list(args: string[], context: MessagesCommandContext): Promise<number> {
  const statusArg = option(args, "--status");
  const status = messageStatuses.find((s) => s === statusArg);
  if (statusArg !== undefined && !status) {
    context.err(`Unknown status "${statusArg}"; use one of ${messageStatuses.join(", ")}.\n`);
    return 2;
  }
  const limitArg = option(args, "--limit");
  const limit = limitArg === undefined ? undefined : Number(limitArg);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
    context.err("--limit takes a positive whole number.\n");
    return 2;
  }
  const messages = await context.archive.list({ status, limit });
  if (messages.length === 0) {
    const which = status === undefined ? "" : `${status} `;
    context.out(`No ${which}messages ${inDataFolder(context.dataDir)}.\n`);
    return 0;
  }
  context.out(
    `${pad("ID", 9)} ${pad("RECEIVED (UTC)", 17)} ${pad("STATUS", 8)} ${pad("FROM", 36)} SUBJECT\n`,
  );
  for (const m of messages) {
    const received = new Date(m.receivedAt).toISOString().slice(0, 16).replace("T", " ");
    const from = printable(`${m.name} <${m.email}>`);
    const subject = printable(m.subject) || "(none)";
    context.out(
      `${pad(m.id.slice(0, 8), 9)} ${pad(received, 17)} ${pad(m.status, 8)} ${pad(from, 36)} ${subject}\n`,
    );
  }
  return 0;
}

async function find(
  id: string | undefined,
  context: MessagesCommandContext,
): Promise<StoredMessage | undefined> {
  if (!id) {
    context.err("Give the message ID (or its first characters).\n");
    return undefined;
  }
  const found = await context.archive.find(id);
  if (found === "ambiguous") {
    context.err(`More than one message starts with "${id}"; give more characters.\n`);
    return undefined;
  }
  if (!found) context.err(`No message with ID "${id}".\n`);
  return found;
}

async function show(args: string[], context: MessagesCommandContext): Promise<number> {
  const message = await find(args[0], context);
  if (!message) return 1;
  const lines = [
    `ID:         ${message.id}`,
    `Received:   ${time(message.receivedAt)}`,
    `Status:     ${statusLine(message)}`,
    ...(message.deliveryRef ? [`Delivered:  ${message.deliveryRef}`] : []),
    ...(message.lastError ? [`Last error: ${message.lastError}`] : []),
    `From:       ${printable(message.name)} <${message.email}>`,
    `Subject:    ${printable(message.subject) || "(none)"}`,
    "",
    printable(message.message),
    "",
  ];
  context.out(lines.join("\n"));
  return 0;
}

async function retry(args: string[], context: MessagesCommandContext): Promise<number> {
  const message = await find(args[0], context);
  if (!message) return 1;
  const now = (context.clock ?? Date.now)();
  await context.archive.requeue(message.id, now, now + context.retryForMs);
  const { own, server } = context.delivery;
  if (server !== undefined && server !== own) {
    context.out(
      [
        `Message ${message.id} is queued again; the server will send it.`,
        `The server's mail goes to ${server}, this command's would go to ${own}: it was run without the server's mail settings, so it leaves the delivery to the server, which looks for such messages every minute while it runs.`,
        `"npm run messages -- show ${message.id}" tells when it is sent.`,
        "",
      ].join("\n"),
    );
    return 0;
  }
  const report = await context.outbox.deliverDue({ id: message.id });
  if (report.sent === 1) {
    context.out(`Message ${message.id} delivered.\n`);
    return 0;
  }
  if (report.retrying === 1) {
    context.out(
      `Message ${message.id} could not be delivered yet; it stays queued and the server keeps retrying.\n`,
    );
    return 1;
  }
  if (report.failed === 1) {
    context.err(
      `Message ${message.id} was refused by the mail server; see "show" for the reason.\n`,
    );
    return 1;
  }
  context.out(`Message ${message.id} is queued; another process is delivering it right now.\n`);
  return 0;
}

async function exportCsv(args: string[], context: MessagesCommandContext): Promise<number> {
  if (!args.includes("--csv")) {
    context.err("Say which format: export --csv\n");
    return 2;
  }
  context.out(messagesCsv(await context.archive.list({})));
  return 0;
}

/** Runs `npm run messages -- …`; returns the exit code. */
export async function runMessagesCommand(
  argv: string[],
  context: MessagesCommandContext,
): Promise<number> {
  const [command, ...args] = argv;
  return runSubcommand(
    command,
    {
      list: () => list(args, context),
      show: () => show(args, context),
      retry: () => retry(args, context),
      export: () => exportCsv(args, context),
    },
    usage,
    context,
  );
}
