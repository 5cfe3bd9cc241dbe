import { Hono } from "hono";
import type { Site } from "../app/content/site-schema.ts";
import { apiError } from "./api/api-error.ts";
import { type ContactApiOptions, contactApi } from "./api/contact-api.ts";
import { closeAfterUnreadBody } from "./http/close-after-unread-body.ts";
import type { Logger } from "./logger.ts";
import type { ServedReleases } from "./releases/served-releases.ts";
import { type CspSources, pagePolicy } from "./security/content-security-policy.ts";
import { type SecurityHeaderOptions, securityHeaders } from "./security/security-headers.ts";
import { createStaticSite, spaShellPage } from "./static/static-site.ts";
import { previewAccess } from "./studio/preview-access.ts";
import { type StudioOptions, studioApp, studioDeps } from "./studio/studio-app.ts";

export interface AppOptions {
  /** The site's builds; the current one is served. */
  releases: ServedReleases;
  api: ContactApiOptions;
  security: SecurityHeaderOptions;
  /** The outside origins the pages of a site with these settings use. */
  cspSources: (site: Site) => CspSources;
  logger: Logger;
  /** The owner's Studio (/studio, /api/studio); without it those addresses are unknown. */
  studio?: StudioOptions;
}

/**
 * The whole server: security headers on everything, the Studio, the contact API under /api,
 * then the site.
 */
export function createApp({
  releases,
  api,
  security,
  cspSources,
  logger,
  studio,
}: AppOptions): Hono {
  const app = new Hono();
  app.use("*", closeAfterUnreadBody);
  app.use("*", securityHeaders(security));
  const deps = studio ? studioDeps(studio) : undefined;
  const site = createStaticSite({
    releases,
    pagePolicy: (served, hashes) => pagePolicy(cspSources(served), hashes),
    ...(deps ? { preview: previewAccess(deps, releases) } : {}),
  });
  if (studio && deps) {
    app.route("/", studioApp({ ...studio, deps, shell: (c) => site.page(c, spaShellPage) }));
  }
  app.route("/api", contactApi(api));
  app.route("/", site.app);
  app.onError((error, c) => {
    logger.error("unhandled error", { path: c.req.path, error: String(error) });
    return apiError(c, 500, "internal_error", "Something went wrong on our side.");
  });
  return app;
}
