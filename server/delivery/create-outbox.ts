import type { Settings } from "../env.ts";
import { Outbox, type OutboxOptions } from "./outbox.ts";

/** An outbox that mails each message to the artist from the site, as the settings say. */
export function createOutbox(settings: Settings, options: Omit<OutboxOptions, "mail">): Outbox {
  return new Outbox({
    ...options,
    mail: {
      from: settings.contactFrom,
      to: settings.contactTo,
      siteName: settings.site.name,
      siteHost: settings.siteHost,
    },
  });
}
