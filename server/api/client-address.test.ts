import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress, rateLimitSubject } from "./client-address.ts";

describe("rate limit subject", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8::1", "2001:0db8:0000:0000::/64"],
    ["2001:DB8:0:0:abcd::1", "2001:0db8:0000:0000::/64"],
    ["2001:db8:1:2:3:4:5:6", "2001:0db8:0001:0002::/64"],
    ["fe80::1%eth0", "fe80:0000:0000:0000::/64"],
    ["::1", "0000:0000:0000:0000::/64"],
    ["not an address", "unknown"],
    [undefined, "unknown"],
  ])("counts %s as %s", (address, subject) => {
    expect(rateLimitSubject(address)).toBe(subject);
  });
});

describe("client address", () => {
  const addressOf = async (hops: number, forwardedFor?: string) => {
    const app = new Hono();
    app.get("/", (c) => c.text(clientAddress(hops)(c) ?? "none"));
    const res = await app.request(
      "/",
      { headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {} },
      { incoming: { socket: { remoteAddress: "10.0.0.2" } } },
    );
    return res.text();
  };

  it("is the TCP peer when no proxy is trusted, whatever the headers say", async () => {
    expect(await addressOf(0, "198.51.100.1")).toBe("10.0.0.2");
  });

  it("is the entry the outermost trusted proxy added to X-Forwarded-For", async () => {
    expect(await addressOf(1, "6.6.6.6, 198.51.100.1")).toBe("198.51.100.1");
    expect(await addressOf(2, "6.6.6.6, 198.51.100.1, 10.0.0.9")).toBe("198.51.100.1");
  });

  it("falls back to the TCP peer when a trusted proxy sent no X-Forwarded-For", async () => {
    expect(await addressOf(1)).toBe("10.0.0.2");
  });
});
