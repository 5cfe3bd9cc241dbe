import { Hono } from "hono";
import { staticSite } from "./static/static-site.ts";

export interface AppOptions {
  buildDir: string;
}

/** The whole server: the contact API under /api and the prerendered site for everything else. */
export function createApp({ buildDir }: AppOptions): Hono {
  const app = new Hono();
  app.route("/", staticSite({ buildDir }));
  app.onError((error, c) => {
    console.error(JSON.stringify({ level: "error", msg: "unhandled error", error: String(error) }));
    return c.json({ error: "internal_error", message: "Something went wrong on our side." }, 500);
  });
  return app;
}
