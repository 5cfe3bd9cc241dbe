import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { requestIsHttps } from "../http/request-is-https.ts";
import { sessionLifetimeMs } from "./session-store.ts";

const name = "studio_session";

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's page or
 * link sends it) and Path=/. Over HTTPS it is also Secure and carries the `__Host-` prefix,
 * which browsers accept only from a secure origin, for the exact host and path /, so no
 * subdomain or plain-HTTP page can plant or overwrite it.
 */
export class SessionCookie {
  readonly #trustProxy: boolean;

  constructor(trustProxy: boolean) {
    this.#trustProxy = trustProxy;
  }

  read(c: Context): string | undefined {
    return this.#secure(c) ? getCookie(c, name, "host") : getCookie(c, name);
  }

  write(c: Context, token: string): void {
    const secure = this.#secure(c);
    setCookie(c, name, token, {
      httpOnly: true,
      sameSite: "Strict",
      path: "/",
      secure,
      maxAge: sessionLifetimeMs / 1000,
      ...(secure ? { prefix: "host" as const } : {}),
    });
  }

  clear(c: Context): void {
    const secure = this.#secure(c);
    deleteCookie(c, name, {
      httpOnly: true,
      sameSite: "Strict",
      path: "/",
      secure,
      ...(secure ? { prefix: "host" as const } : {}),
    });
  }

  #secure(c: Context): boolean {
    return requestIsHttps(c, this.#trustProxy);
  }
}
