import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";

describe("environment", () => {
  it("has working defaults for a fresh clone", () => {
    const settings = parseEnv({});
    expect(settings.SMTP_URL).toBeUndefined();
    expect(settings.IP_HASH_SALT).toBeUndefined();
    expect(settings).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      BUILD_DIR: resolve("build"),
      DATA_DIR: resolve("var"),
      CONTENT_DIR: resolve("content"),
      CONTENT_QUOTA_MB: 2048,
      BACKUP_KEEP: 14,
      IMAGE_CACHE_DIR: resolve(".cache/images"),
      TRUST_PROXY: 0,
      RATE_LIMIT_MAX: 5,
      RATE_LIMIT_WINDOW_SECONDS: 600,
      RATE_LIMIT_DISABLED: false,
    });
  });

  it("takes every setting from the environment", () => {
    const settings = parseEnv({
      PORT: "8080",
      HOST: "0.0.0.0",
      DATA_DIR: "/srv/data",
      CONTENT_DIR: "/srv/site/content",
      CONTENT_QUOTA_MB: "500",
      BACKUP_KEEP: "30",
      SITE_URL: "https://www.example.com/",
      SMTP_URL: "smtps://user:secret@mail.example.com:465",
      CONTACT_TO: "inbox@example.com",
      CONTACT_FROM: "Studio <web@example.com>",
      TRUST_PROXY: "2",
      RATE_LIMIT_MAX: "10",
      RATE_LIMIT_WINDOW_SECONDS: "3600",
      IP_HASH_SALT: "a-long-enough-salt-value",
    });
    expect(settings).toMatchObject({
      PORT: 8080,
      HOST: "0.0.0.0",
      DATA_DIR: "/srv/data",
      CONTENT_DIR: "/srv/site/content",
      CONTENT_QUOTA_MB: 500,
      BACKUP_KEEP: 30,
      SITE_URL: "https://www.example.com",
      SMTP_URL: "smtps://user:secret@mail.example.com:465",
      CONTACT_TO: "inbox@example.com",
      CONTACT_FROM: "Studio <web@example.com>",
      TRUST_PROXY: 2,
      RATE_LIMIT_MAX: 10,
      RATE_LIMIT_WINDOW_SECONDS: 3600,
      IP_HASH_SALT: "a-long-enough-salt-value",
    });
  });

  it.each([
    ["false", 0],
    ["0", 0],
    ["true", 1],
    ["3", 3],
  ])("reads TRUST_PROXY=%s as %i proxies", (value, hops) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(hops);
  });

  it("treats empty variables as unset", () => {
    const settings = parseEnv({ SMTP_URL: "", CONTACT_TO: "" });
    expect(settings.SMTP_URL).toBeUndefined();
    expect(settings.CONTACT_TO).toBeUndefined();
  });

  it.each([
    [{ SMTP_URL: "http://mail.example.com" }, "SMTP_URL: must be an smtp:// or smtps:// URL"],
    [{ CONTACT_TO: "nobody" }, "CONTACT_TO: must be an e-mail address"],
    [{ CONTACT_FROM: "Studio" }, "CONTACT_FROM: must be an e-mail address"],
    [{ TRUST_PROXY: "yes please" }, "TRUST_PROXY: must be false, true or a number of proxies"],
    [{ PORT: "http" }, "PORT:"],
    [{ SITE_URL: "www.example.com" }, "SITE_URL: must be the site's address"],
    [{ SITE_URL: "ftp://www.example.com" }, "SITE_URL: must be the site's address"],
    [{ IP_HASH_SALT: "short" }, "IP_HASH_SALT: must be at least 16 characters"],
    [{ CONTENT_QUOTA_MB: "2 GB" }, "CONTENT_QUOTA_MB: must be a number of megabytes"],
    [{ CONTENT_QUOTA_MB: "0" }, "CONTENT_QUOTA_MB: must be at least 1"],
    [{ BACKUP_KEEP: "-1" }, "BACKUP_KEEP: must be 0 (no daily backups) or more"],
    [{ BACKUP_KEEP: "two weeks" }, "BACKUP_KEEP: must be a number of backups"],
  ])("stops with a message naming the variable for %j", (env, message) => {
    expect(() => parseEnv(env)).toThrow(message);
  });

  it("refuses to lift the rate limit outside tests", () => {
    expect(() => parseEnv({ RATE_LIMIT_DISABLED: "true" })).toThrow(
      "RATE_LIMIT_DISABLED: is honoured only together with NODE_ENV=test",
    );
    expect(() => parseEnv({ RATE_LIMIT_DISABLED: "true", NODE_ENV: "production" })).toThrow();
    expect(parseEnv({ RATE_LIMIT_DISABLED: "true", NODE_ENV: "test" }).RATE_LIMIT_DISABLED).toBe(
      true,
    );
  });

  it("refuses to shorten the delivery back-off outside tests", () => {
    expect(() => parseEnv({ OUTBOX_RETRY_BASE_MS: "500" })).toThrow(
      "OUTBOX_RETRY_BASE_MS: is honoured only together with NODE_ENV=test",
    );
    expect(parseEnv({ OUTBOX_RETRY_BASE_MS: "500", NODE_ENV: "test" }).OUTBOX_RETRY_BASE_MS).toBe(
      500,
    );
  });

  it("refuses an SMTP address whose query would let its password travel without TLS", () => {
    for (const query of ["ignoreTLS=true", "requireTLS=false", "secure=false"]) {
      expect(() =>
        parseEnv({ SMTP_URL: `smtp://user:secret@mail.example.com:587?${query}` }),
      ).toThrow(/SMTP_URL: must not set ignoreTLS, requireTLS or secure/);
    }
    expect(parseEnv({ SMTP_URL: "smtp://mail.example.com:25?ignoreTLS=true" }).SMTP_URL).toBe(
      "smtp://mail.example.com:25?ignoreTLS=true",
    );
  });
});
