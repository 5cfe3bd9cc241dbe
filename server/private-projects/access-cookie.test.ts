import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { accessCookieName, accessLifetimeMs, signAccess, verifyAccess } from "./access-cookie.ts";

const key = randomBytes(32);
const hash = "scrypt$1024$8$1$c2FsdA==$a2V5";
const now = Date.UTC(2026, 0, 15, 12, 0, 0);
const value = signAccess(key, "sealed-room", hash, now + accessLifetimeMs);

describe("a private project's access cookie", () => {
  it("is named after its project and lasts seven days", () => {
    expect(accessCookieName("sealed-room")).toBe("private-sealed-room");
    expect(accessLifetimeMs).toBe(7 * 24 * 3600 * 1000);
  });

  it("opens its project until it ends", () => {
    expect(verifyAccess(key, "sealed-room", hash, value, now)).toBe(true);
    expect(verifyAccess(key, "sealed-room", hash, value, now + accessLifetimeMs - 1000)).toBe(true);
    expect(verifyAccess(key, "sealed-room", hash, value, now + accessLifetimeMs)).toBe(false);
  });

  it("opens no other project", () => {
    expect(verifyAccess(key, "other-room", hash, value, now)).toBe(false);
  });

  it("stops working when the project gets a new password", () => {
    expect(verifyAccess(key, "sealed-room", `${hash}x`, value, now)).toBe(false);
  });

  it("cannot be made or changed without the server's key", () => {
    expect(verifyAccess(randomBytes(32), "sealed-room", hash, value, now)).toBe(false);
    const [expires, mac] = value.split(".");
    const later = `${Number(expires) + 86_400}.${mac}`;
    expect(verifyAccess(key, "sealed-room", hash, later, now)).toBe(false);
    expect(verifyAccess(key, "sealed-room", hash, "", now)).toBe(false);
    expect(verifyAccess(key, "sealed-room", hash, "garbage", now)).toBe(false);
  });
});
