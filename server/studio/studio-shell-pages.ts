import type { Context, MiddlewareHandler } from "hono";
import { studioAddress } from "./studio-address.ts";
import { type StudioSetup, setupPath } from "./studio-setup.ts";

/** Answers a Studio page address with a page of the site (the app's shell, the Not-found page). */
export type StudioShell = (c: Context) => Promise<Response>;

interface StudioShellPagesOptions {
  /** The app's page shell, which shows the Studio's screens. */
  shell: StudioShell;
  /** What the Studio's addresses show while it is off: the Not-found page, inert. */
  offPage: StudioShell;
  setup: Pick<StudioSetup, "possible">;
  /** Whether the Studio is on: it has an owner password. */
  enabled: () => boolean;
}

/**
 * The Studio's page addresses (/studio and below), which show the app's shell while the Studio
 * is on. While it is off, they are unknown ones: the Not-found page with HTTP 404, which does not
 * start the app there (the app would route them to the Studio's screens). So is any other
 * spelling of them (/Studio, /%73tudio, //studio), on or off: the app's router would take those
 * to the Studio's screens too, from a page that is not the Studio's.
 */
export function studioShellPages({
  shell,
  offPage,
  setup,
  enabled,
}: StudioShellPagesOptions): MiddlewareHandler {
  return async (c, next) => {
    const address = studioAddress(new URL(c.req.url).pathname);
    if (address === undefined) return next();
    const reading = c.req.method === "GET" || c.req.method === "HEAD";
    // The setup page is the Studio's one page while it is off, and none while it is on.
    const setupPage = new URL(c.req.url).pathname === setupPath;
    const open = address === "exact" && (setupPage ? setup.possible() : enabled());
    if (!open) {
      // Other methods are answered as anywhere else (405).
      if (!reading) return next();
      c.res = await offPage(c);
      return c.res;
    }
    if (!reading) {
      c.res = c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" });
    } else {
      const page = await shell(c);
      c.res = new Response(c.req.method === "HEAD" ? null : page.body, page);
    }
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    return c.res;
  };
}
