import { type Context, Hono } from "hono";
import type { Site } from "../core/content/site-schema.ts";
import { apiError } from "./api/api-error.ts";
import { type ContactApiOptions, contactApi } from "./api/contact-api.ts";
import { closeAfterUnreadBody } from "./http/close-after-unread-body.ts";
import { requestIsHttps } from "./http/request-is-https.ts";
import type { Logger } from "./logger.ts";
import {
  type PrivateProjectAccessOptions,
  privateProjectAccess,
} from "./private-projects/private-project-access.ts";
import type { ServedReleases } from "./releases/served-releases.ts";
import { aiRobotsHeader, refuseAiCrawlers } from "./security/ai-crawlers.ts";
import { type CspSources, type PageKind, policyFor } from "./security/content-security-policy.ts";
import { type SecurityHeaderOptions, securityHeaders } from "./security/security-headers.ts";
import { FileStore } from "./static/file-store.ts";
import { noindexHeader } from "./static/noindex-header.ts";
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
  /** The passwords and the throttle of private projects; without them none can be opened. */
  privateProjects?: Pick<
    PrivateProjectAccessOptions,
    "passwords" | "throttle" | "clock" | "verify"
  >;
  /** The owner's Studio (/studio, /api/studio); without it those addresses are unknown. */
  studio?: StudioOptions;
}

/**
 * The whole server: security headers on everything, AI crawlers refused when the build says so,
 * the Studio, the contact API under /api, private projects for those who gave their password,
 * then the site.
 */
export function createApp(options: AppOptions): Hono {
  const { releases, api, security, cspSources, logger, privateProjects, studio } = options;
  const sitePolicy = (site: Site, hashes: string[], kind: PageKind = "public") =>
    policyFor(kind, cspSources(site), hashes);
  const files = new FileStore();
  const deps = studio ? studioDeps(studio) : undefined;
  const site = createStaticSite({
    releases,
    pagePolicy: sitePolicy,
    files,
    // The owner's preview, to the browser of the session that built it.
    ...(deps ? { preview: previewAccess(deps, releases) } : {}),
  });
  const app = new Hono();
  app.use("*", closeAfterUnreadBody);
  app.use("*", securityHeaders(security));
  app.use("*", refuseAiCrawlers(releases));
  if (studio && deps) {
    const shell = (c: Context) => site.page(c, spaShellPage, "studio");
    app.route("/", studioApp({ ...studio, deps, shell, offPage: site.notFoundWithoutScripts }));
  }
  app.route("/api", contactApi(api));
  app.use("*", aiRobotsHeader(releases));
  app.use("*", noindexHeader(releases));
  if (privateProjects) {
    app.use(
      "*",
      privateProjectAccess({
        ...privateProjects,
        releases,
        clientAddress: api.clientAddress,
        pagePolicy: sitePolicy,
        isHttps: (c) => requestIsHttps(c, security.trustProxy),
        logger,
        files,
      }),
    );
  }
  app.route("/", site.app);
  app.onError((error, c) => {
    logger.error("unhandled error", { path: c.req.path, error: String(error) });
    return apiError(c, 500, "internal_error", "Something went wrong on our side.");
  });
  return app;
}
