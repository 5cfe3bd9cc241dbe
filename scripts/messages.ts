/**
 * Reads, re-sends and exports the contact messages the server stored:
 *   npm run messages -- list | show ID | retry ID | export --csv
 * It uses the same settings as the server (DATA_DIR, SMTP_URL, CONTACT_TO, CONTACT_FROM) and
 * the site's settings of the build being served.
 */
import { runMessagesCommand } from "../server/cli/messages-command.ts";
import { createMailer } from "../server/delivery/create-mailer.ts";
import { leaseOwnerId } from "../server/delivery/lease-owner.ts";
import { Outbox } from "../server/delivery/outbox.ts";
import { defaultRetryPolicy } from "../server/delivery/retry-policy.ts";
import { siteMailSettings } from "../server/delivery/site-mail-settings.ts";
import { parseEnv } from "../server/env.ts";
import { consoleLogger } from "../server/logger.ts";
import { siteOfServedBuild } from "../server/releases/site-of-served-build.ts";
import { requireNode24 } from "../server/require-node.ts";
import { SqliteMessageStore } from "../server/storage/sqlite-message-store.ts";

requireNode24();

let settings: ReturnType<typeof parseEnv>;
try {
  settings = parseEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const store = SqliteMessageStore.open(settings.DATA_DIR);
const mailer = createMailer(settings);
const outbox = new Outbox({
  store,
  mailer,
  mail: () => siteMailSettings(settings, siteOfServedBuild(settings.BUILD_DIR)),
  logger: consoleLogger,
  retryPolicy: defaultRetryPolicy,
  owner: leaseOwnerId(),
  // Leases of a stopped server are the server's to take over when it starts again.
  isAbandonedOwner: () => false,
});

const code = await runMessagesCommand(process.argv.slice(2), {
  archive: store,
  outbox,
  retryForMs: defaultRetryPolicy.retryForMs,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
mailer.close();
store.close();
process.exitCode = code;
