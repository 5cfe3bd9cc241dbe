import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a right password keeps a private project open in that browser. */
export const accessLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** The cookie that opens one private project (project ids are cookie-safe slugs). */
export function accessCookieName(projectId: string): string {
  return `private-${projectId}`;
}

function mac(key: Buffer, projectId: string, expiresAt: number, passwordHash: string): Buffer {
  // The password's hash is part of what is signed: a new password closes every open browser.
  return createHmac("sha256", key)
    .update(`private-project\n${projectId}\n${expiresAt}\n${passwordHash}`)
    .digest();
}

/** The cookie's value: when it ends (seconds since 1970) and the server's signature over it. */
export function signAccess(
  key: Buffer,
  projectId: string,
  passwordHash: string,
  expiresAtMs: number,
): string {
  const expiresAt = Math.floor(expiresAtMs / 1000);
  return `${expiresAt}.${mac(key, projectId, expiresAt, passwordHash).toString("base64url")}`;
}

/**
 * Whether `value` is a cookie this server signed for the project under its current password,
 * and has not ended. Anything else, forged, altered, expired or for another project, is not.
 */
export function verifyAccess(
  key: Buffer,
  projectId: string,
  passwordHash: string,
  value: string,
  now: number,
): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(value);
  if (!match?.[1] || !match[2]) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= now) return false;
  const expected = mac(key, projectId, expiresAt, passwordHash);
  const given = Buffer.from(match[2], "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
