import { Hono } from "hono";
import { apiError } from "./api/api-error.ts";
import { type ContactApiOptions, contactApi } from "./api/contact-api.ts";
import type { Logger } from "./logger.ts";
import { type SecurityHeaderOptions, securityHeaders } from "./security/security-headers.ts";
import { staticSite } from "./static/static-site.ts";

export interface AppOptions {
  buildDir: string;
  api: ContactApiOptions;
  security: SecurityHeaderOptions;
  logger: Logger;
}

/** The whole server: security headers on everything, the contact API under /api, then the site. */
export function createApp({ buildDir, api, security, logger }: AppOptions): Hono {
  const app = new Hono();
  app.use("*", securityHeaders(security));
  app.route("/api", contactApi(api));
  app.route("/", staticSite({ buildDir }));
  app.onError((error, c) => {
    logger.error("unhandled error", { path: c.req.path, error: String(error) });
    return apiError(c, 500, "internal_error", "Something went wrong on our side.");
  });
  return app;
}
