/**
 * Reads, re-sends and exports the contact messages the server stored:
 *   npm run messages -- list | show ID | retry ID | export --csv
 * It uses the same settings as the server (DATA_DIR, SMTP_URL, CONTACT_TO, CONTACT_FROM) and
 * the site's settings of the build being served.
 */
import { runMessagesCommand } from "../server/cli/messages-command.ts";
import { createMailer } from "../server/delivery/create-mailer.ts";
import { createOutbox } from "../server/delivery/create-outbox.ts";
import { defaultDeliveryRetryPolicy } from "../server/delivery/delivery-retry-policy.ts";
import { leaseOwnerId } from "../server/delivery/lease-owner.ts";
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
const outbox = createOutbox(settings, () => siteOfServedBuild(settings.BUILD_DIR), {
  store,
  mailer,
  logger: consoleLogger,
  retryPolicy: defaultDeliveryRetryPolicy,
  owner: leaseOwnerId(),
  // Leases of a stopped server are the server's to take over when it starts again.
  isAbandonedOwner: () => false,
});

const code = await runMessagesCommand(process.argv.slice(2), {
  archive: store,
  outbox,
  retryForMs: defaultDeliveryRetryPolicy.retryForMs,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
mailer.close();
store.close();
process.exitCode = code;
