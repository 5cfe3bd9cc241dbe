import { Hono } from "hono";
import { apiError } from "./api/api-error.ts";
import { type ContactApiOptions, contactApi } from "./api/contact-api.ts";
import type { Logger } from "./logger.ts";
import { type SecurityHeaderOptions, securityHeaders } from "./security/security-headers.ts";
import { staticSite } from "./static/static-site.ts";
import { buildFolderShell } from "./studio/spa-shell.ts";
import { type StudioOptions, studioApp } from "./studio/studio-app.ts";

export interface AppOptions {
  buildDir: string;
  api: ContactApiOptions;
  security: SecurityHeaderOptions;
  logger: Logger;
  /** The owner's Studio (/studio, /api/studio); without it those addresses are unknown. */
  studio?: StudioOptions;
}

/**
 * The whole server: security headers on everything, the Studio, the contact API under /api,
 * then the site.
 */
export function createApp({ buildDir, api, security, logger, studio }: AppOptions): Hono {
  const app = new Hono();
  app.use("*", securityHeaders(security));
  if (studio) app.route("/", studioApp({ ...studio, shell: buildFolderShell(buildDir) }));
  app.route("/api", contactApi(api));
  app.route("/", staticSite({ buildDir }));
  app.onError((error, c) => {
    logger.error("unhandled error", { path: c.req.path, error: String(error) });
    return apiError(c, 500, "internal_error", "Something went wrong on our side.");
  });
  return app;
}
