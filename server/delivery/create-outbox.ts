import type { Site } from "../../core/content/site-schema.ts";
import type { Settings } from "../env.ts";
import { Outbox, type OutboxOptions } from "./outbox.ts";
import { siteMailSettings } from "./site-mail-settings.ts";

/**
 * An outbox that mails each message to the artist from the site, as the settings and the
 * site's settings of the build being served say (read at each delivery).
 */
export function createOutbox(
  settings: Settings,
  site: () => Site,
  options: Omit<OutboxOptions, "mail">,
): Outbox {
  return new Outbox({ ...options, mail: () => siteMailSettings(settings, site()) });
}
