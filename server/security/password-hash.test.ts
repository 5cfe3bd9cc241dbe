import { describe, expect, it } from "vitest";
import { defaultScryptCost, hashPassword, verifyPassword } from "./password-hash.ts";

// A cheaper cost than the default keeps the suite quick; the cost travels with each hash.
const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe("password hash", () => {
  it("accepts the password it was made from and refuses any other", async () => {
    const stored = await hashPassword("a long enough passphrase", cheap);
    expect(await verifyPassword("a long enough passphrase", stored)).toBe(true);
    expect(await verifyPassword("a long enough passphrasE", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts each hash, so the same password never gives the same text", async () => {
    const first = await hashPassword("the same password twice", cheap);
    const second = await hashPassword("the same password twice", cheap);
    expect(first).not.toBe(second);
    expect(first).not.toContain("the same password");
  });

  it("records scrypt and its cost with the hash, by default the recommended 2^17, 8, 1", async () => {
    expect(defaultScryptCost).toEqual({ N: 131072, r: 8, p: 1 });
    const stored = await hashPassword("a long enough passphrase", cheap);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
  });

  it("treats the same characters typed in another Unicode form as the same password", async () => {
    const composed = "caf\u00e9 au lait et croissant";
    const decomposed = "cafe\u0301 au lait et croissant";
    const stored = await hashPassword(composed, cheap);
    expect(await verifyPassword(decomposed, stored)).toBe(true);
  });

  it("refuses every password against a hash it cannot read", async () => {
    for (const stored of ["", "plain", "scrypt$x$8$1$c2FsdA==$a2V5", "bcrypt$1$2$3$4$5"]) {
      expect(await verifyPassword("anything at all", stored)).toBe(false);
    }
  });
});
