import type { Context } from "hono";
import { originAllowed } from "./csrf-guard.ts";

/** Who asks for a passkey: the site's host name (WebAuthn's RP ID) and the page's origin. */
export interface RelyingParty {
  id: string;
  origin: string;
}

/** WebAuthn takes a domain name (or localhost) as RP ID, never an IP address. */
function isDomainName(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*$/i.test(hostname)
  );
}

/**
 * The relying party of a request from a Studio page: the page's origin, when it is the site's
 * configured address (siteUrl) or the host the request was sent to, as for every change, and
 * that origin's host name as RP ID. A passkey is bound to that host name by the authenticator,
 * so one made at the site's address works only there. Undefined for any other origin, and
 * for an IP address, where browsers refuse passkeys.
 */
export function relyingParty(c: Context, siteUrl: string): RelyingParty | undefined {
  const origin = c.req.header("Origin");
  if (origin === undefined || !originAllowed(c, new URL(siteUrl).origin)) return undefined;
  const { hostname } = new URL(origin);
  return isDomainName(hostname) ? { id: hostname, origin } : undefined;
}
