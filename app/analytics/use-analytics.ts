import { useEffect } from "react";
import type { AnalyticsSettings } from "../content/site-schema.ts";
import { loadAnalyticsAfterPageLoad } from "./analytics-script.ts";

/**
 * Starts the site's visitor figures when `content/site.yaml` names a service; without one it
 * does nothing at all, and nothing leaves the site.
 */
export function useAnalytics(settings: AnalyticsSettings | undefined): void {
  const provider = settings?.provider;
  const scriptUrl = settings?.scriptUrl;
  const siteId = settings?.siteId;
  useEffect(() => {
    if (!provider || !scriptUrl || !siteId) return;
    return loadAnalyticsAfterPageLoad({ provider, scriptUrl, siteId });
  }, [provider, scriptUrl, siteId]);
}
