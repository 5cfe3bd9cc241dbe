import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { Site } from "../app/content/site-schema.ts";
import { parseEnv } from "./env.ts";

const site: Site = {
  name: "Noor Ellison",
  tagline: "Art",
  description: "An artist.",
  siteUrl: "https://noor-ellison.example",
  copyrightYear: 2025,
  social: { label: "Instagram", url: "https://instagram.example/noor" },
  newsletter: {
    platform: "Substack",
    publicationUrl: "https://noor.substack.example/",
    subscribeUrl: "https://noor.substack.example/subscribe",
    feedScriptUrl: "https://substackapi.com/embeds/feed.js",
  },
  contactEmail: "studio@noor-ellison.example",
};

describe("environment", () => {
  it("has working defaults for a fresh clone", () => {
    const settings = parseEnv({}, site);
    expect(settings.SMTP_URL).toBeUndefined();
    expect(settings.TURNSTILE_SECRET).toBeUndefined();
    expect(settings.IP_HASH_SALT).toBeUndefined();
    expect(settings).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      BUILD_DIR: resolve("build"),
      DATA_DIR: resolve("var"),
      TRUST_PROXY: 0,
      RATE_LIMIT_MAX: 5,
      RATE_LIMIT_WINDOW_SECONDS: 600,
      RATE_LIMIT_DISABLED: false,
      contactTo: "studio@noor-ellison.example",
      contactFrom: '"Noor Ellison website" <noreply@noor-ellison.example>',
      siteHost: "noor-ellison.example",
    });
  });

  it("takes every setting from the environment", () => {
    const settings = parseEnv(
      {
        PORT: "8080",
        HOST: "0.0.0.0",
        DATA_DIR: "/srv/data",
        SMTP_URL: "smtps://user:secret@mail.example.com:465",
        CONTACT_TO: "inbox@example.com",
        CONTACT_FROM: "Studio <web@example.com>",
        TRUST_PROXY: "2",
        RATE_LIMIT_MAX: "10",
        RATE_LIMIT_WINDOW_SECONDS: "3600",
        TURNSTILE_SECRET: "0x4AAA",
        IP_HASH_SALT: "a-long-enough-salt-value",
      },
      site,
    );
    expect(settings).toMatchObject({
      PORT: 8080,
      HOST: "0.0.0.0",
      DATA_DIR: "/srv/data",
      SMTP_URL: "smtps://user:secret@mail.example.com:465",
      contactTo: "inbox@example.com",
      contactFrom: "Studio <web@example.com>",
      TRUST_PROXY: 2,
      RATE_LIMIT_MAX: 10,
      RATE_LIMIT_WINDOW_SECONDS: 3600,
      TURNSTILE_SECRET: "0x4AAA",
      IP_HASH_SALT: "a-long-enough-salt-value",
    });
  });

  it.each([
    ["false", 0],
    ["0", 0],
    ["true", 1],
    ["3", 3],
  ])("reads TRUST_PROXY=%s as %i proxies", (value, hops) => {
    expect(parseEnv({ TRUST_PROXY: value }, site).TRUST_PROXY).toBe(hops);
  });

  it("treats empty variables as unset", () => {
    const settings = parseEnv({ SMTP_URL: "", CONTACT_TO: "" }, site);
    expect(settings.SMTP_URL).toBeUndefined();
    expect(settings.contactTo).toBe("studio@noor-ellison.example");
  });

  it.each([
    [{ SMTP_URL: "http://mail.example.com" }, "SMTP_URL: must be an smtp:// or smtps:// URL"],
    [{ CONTACT_TO: "nobody" }, "CONTACT_TO: must be an e-mail address"],
    [{ CONTACT_FROM: "Studio" }, "CONTACT_FROM: must be an e-mail address"],
    [{ TRUST_PROXY: "yes please" }, "TRUST_PROXY: must be false, true or a number of proxies"],
    [{ PORT: "http" }, "PORT:"],
    [{ IP_HASH_SALT: "short" }, "IP_HASH_SALT: must be at least 16 characters"],
  ])("stops with a message naming the variable for %j", (env, message) => {
    expect(() => parseEnv(env, site)).toThrow(message);
  });

  it("refuses to lift the rate limit outside tests", () => {
    expect(() => parseEnv({ RATE_LIMIT_DISABLED: "true" }, site)).toThrow(
      "RATE_LIMIT_DISABLED: is honoured only together with NODE_ENV=test",
    );
    expect(() => parseEnv({ RATE_LIMIT_DISABLED: "true", NODE_ENV: "production" }, site)).toThrow();
    expect(
      parseEnv({ RATE_LIMIT_DISABLED: "true", NODE_ENV: "test" }, site).RATE_LIMIT_DISABLED,
    ).toBe(true);
  });

  it("refuses to shorten the delivery back-off outside tests", () => {
    expect(() => parseEnv({ OUTBOX_RETRY_BASE_MS: "500" }, site)).toThrow(
      "OUTBOX_RETRY_BASE_MS: is honoured only together with NODE_ENV=test",
    );
    expect(
      parseEnv({ OUTBOX_RETRY_BASE_MS: "500", NODE_ENV: "test" }, site).OUTBOX_RETRY_BASE_MS,
    ).toBe(500);
  });
});
