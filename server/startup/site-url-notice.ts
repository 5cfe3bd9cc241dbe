import type { Logger } from "../logger.ts";

/**
 * SITE_URL gives the starting site its address; after that the address is content, which the
 * artist changes in the Studio. A SITE_URL set later than that changes nothing by itself: the
 * log says where the address the pages use is changed.
 */
export function noteOtherSiteUrl(
  siteUrl: string | undefined,
  served: string | undefined,
  logger: Logger,
): void {
  if (siteUrl === undefined || served === undefined || siteUrl === served) return;
  logger.warn("SITE_URL differs from the address the site is built with", {
    SITE_URL: siteUrl,
    siteUrl: served,
    changeIt:
      "in the Studio's Settings (siteUrl in content/site.yaml), then publish: SITE_URL only names the starting site's address",
  });
}
