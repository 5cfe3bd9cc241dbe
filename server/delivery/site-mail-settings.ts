import type { Site } from "../../core/content/site-schema.ts";
import type { Settings } from "../env.ts";
import type { MailSettings } from "./compose-mail.ts";

/**
 * Where contact mail goes and whom it comes from: CONTACT_TO or the site's `contactEmail`, and
 * CONTACT_FROM or "<site name> website" at the site's own domain.
 */
export function siteMailSettings(
  settings: Pick<Settings, "CONTACT_TO" | "CONTACT_FROM">,
  site: Site,
): MailSettings {
  const siteHost = new URL(site.siteUrl).hostname;
  const senderName = `${site.name} website`.replace(/["\\]/g, "");
  return {
    from: settings.CONTACT_FROM ?? `"${senderName}" <noreply@${siteHost}>`,
    to: settings.CONTACT_TO ?? site.contactEmail,
    siteName: site.name,
    siteHost,
  };
}
