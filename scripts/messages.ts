/**
 * Reads, re-sends and exports the contact messages the server stored:
 *   npm run messages -- list | show ID | retry ID | export --csv
 * It uses the same settings as the server (DATA_DIR, SMTP_URL, CONTACT_TO, CONTACT_FROM) and
 * the site's settings of the build being served.
 */
import { runMessagesCommand } from "../server/cli/messages-command.ts";
import { terminalOutput } from "../server/cli/terminal-output.ts";
import { createMailer } from "../server/delivery/create-mailer.ts";
import { createOutbox } from "../server/delivery/create-outbox.ts";
import { defaultDeliveryRetryPolicy } from "../server/delivery/delivery-retry-policy.ts";
import { leaseOwnerId } from "../server/delivery/lease-owner.ts";
import { serverDelivery } from "../server/delivery/server-delivery-record.ts";
import { consoleLogger } from "../server/logger.ts";
import { readProcessSettings } from "../server/process-settings.ts";
import { siteOfServedBuild } from "../server/releases/site-of-served-build.ts";
import { SqliteMessageStore } from "../server/storage/sqlite-message-store.ts";

const settings = readProcessSettings();

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
  dataDir: settings.DATA_DIR,
  outbox,
  delivery: { own: mailer.description, server: serverDelivery(store) },
  retryForMs: defaultDeliveryRetryPolicy.retryForMs,
  ...terminalOutput,
});
mailer.close();
store.close();
process.exitCode = code;
