import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { requestIsHttps } from "../http/request-is-https.ts";

const name = "studio_device";

/**
 * The settings key of the secret that signs device cookies. Setting the password or signing out
 * everywhere removes it: every browser is then a stranger until it signs in again.
 */
export const deviceCookieKeySetting = "studio_device_cookie_key";

/** A browser stays trusted this long after its last successful sign-in. */
const deviceCookieLifetimeMs = 365 * 24 * 3600_000;

const valuePattern = /^([\w-]{22})\.([\w-]{43})$/;

/**
 * The device cookie of OWASP's scheme against password guessing: given to a browser at each
 * successful sign-in, it marks the browser as one the owner has used, so the sign-in throttle
 * counts its tries apart from everyone else's (server/studio/sign-in-throttle.ts). Its value is
 * a random id and the server's signature over it; it opens nothing by itself. HttpOnly,
 * SameSite=Strict, and over HTTPS Secure with the `__Host-` prefix, as the session cookie.
 */
export class DeviceCookie {
  readonly #key: () => Buffer;
  readonly #trustProxy: boolean;

  /**
   * `key` gives the signing secret, kept in the database (made on first use); it is read at each
   * use, so that a command that changes it takes effect in a running server at once.
   */
  constructor(key: () => Buffer, trustProxy: boolean) {
    this.#key = key;
    this.#trustProxy = trustProxy;
  }

  /** The id of the trusted browser that sent this request, if its cookie is one we signed. */
  read(c: Context): string | undefined {
    const value = this.#secure(c) ? getCookie(c, name, "host") : getCookie(c, name);
    const match = value === undefined ? null : valuePattern.exec(value);
    if (!match?.[1] || !match[2]) return undefined;
    const expected = this.#sign(match[1]);
    const given = Buffer.from(match[2], "base64url");
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? match[1]
      : undefined;
  }

  /** Marks the browser as trusted: its id stays the same from one sign-in to the next. */
  write(c: Context): void {
    const id = this.read(c) ?? randomBytes(16).toString("base64url");
    const secure = this.#secure(c);
    setCookie(c, name, `${id}.${this.#sign(id).toString("base64url")}`, {
      httpOnly: true,
      sameSite: "Strict",
      path: "/",
      secure,
      maxAge: deviceCookieLifetimeMs / 1000,
      ...(secure ? { prefix: "host" as const } : {}),
    });
  }

  #sign(id: string): Buffer {
    return createHmac("sha256", this.#key()).update(`studio-device\n${id}`).digest();
  }

  #secure(c: Context): boolean {
    return requestIsHttps(c, this.#trustProxy);
  }
}
