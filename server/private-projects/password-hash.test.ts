import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password-hash.ts";

// The real cost takes a noticeable fraction of a second per hash; the format is the same.
const quick = { N: 2 ** 10, r: 8, p: 1 };

describe("private project password hashes", () => {
  it("accept the password they were made from and nothing else", async () => {
    const hash = await hashPassword("tide tables at dawn", quick);
    expect(await verifyPassword("tide tables at dawn", hash)).toBe(true);
    expect(await verifyPassword("tide tables at dusk", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("are salted: the same password never gives the same hash twice", async () => {
    const [first, second] = await Promise.all([
      hashPassword("tide tables at dawn", quick),
      hashPassword("tide tables at dawn", quick),
    ]);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
  });

  it("record their cost, and use the recommended one unless told otherwise", async () => {
    expect(await hashPassword("tide tables at dawn")).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it("refuse every password for a hash they cannot read", async () => {
    expect(await verifyPassword("anything", "plain text")).toBe(false);
    expect(await verifyPassword("anything", "scrypt$x$8$1$AAAA$AAAA")).toBe(false);
  });

  it("read the same password typed in another Unicode form as the same", async () => {
    const hash = await hashPassword("caf\u00e9 noir", quick);
    expect(await verifyPassword("cafe\u0301 noir", hash)).toBe(true);
  });
});
