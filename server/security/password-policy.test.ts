import { describe, expect, it } from "vitest";
import { maxPasswordFormBytes } from "../private-projects/private-project-access.ts";
import {
  ownerPasswordRules,
  passwordProblem,
  privateProjectPasswordRules,
} from "./password-policy.ts";

describe("the Studio owner's password", () => {
  it("takes a passphrase of 12 characters or more", () => {
    expect(ownerPasswordRules.minLength).toBe(12);
    expect(passwordProblem("violet kiln harbour", ownerPasswordRules)).toBeUndefined();
    expect(passwordProblem("Tq8#vLm2!xZp", ownerPasswordRules)).toBeUndefined();
  });

  it("refuses a shorter one and says how long it must be", () => {
    expect(passwordProblem("Tq8#vLm2!xZ", ownerPasswordRules)).toBe(
      "The password must have at least 12 characters (it has 11).",
    );
  });

  it("counts characters, not bytes or UTF-16 units", () => {
    expect(passwordProblem("🎨🎨🎨🎨🎨🎨🎨🎨🎨🎨🎨", ownerPasswordRules)).toMatch(/it has 11/);
  });

  it("refuses the most common passwords whatever their case", () => {
    for (const common of ["123qweasdzxc", "1qaz2wsx3edc", "Q1W2E3R4T5Y6", "LeaveMeAlone"]) {
      expect(passwordProblem(common, ownerPasswordRules), common).toMatch(/most commonly used/);
    }
  });

  it("refuses a common password with digits or symbols added around it", () => {
    expect(passwordProblem("Password2024!", ownerPasswordRules)).toMatch(/most commonly used/);
    expect(passwordProblem("!!sunshine1234", ownerPasswordRules)).toMatch(/most commonly used/);
  });

  it("refuses a long string of very few different characters", () => {
    expect(passwordProblem("aaaaaaaaaaaaaaaa", ownerPasswordRules)).toMatch(
      /too few different characters/,
    );
    expect(passwordProblem("abababababababab", ownerPasswordRules)).toMatch(
      /too few different characters/,
    );
  });
});

describe("a private project's password", () => {
  it("takes a password of 10 characters or more, shared with a few visitors", () => {
    expect(passwordProblem("tide tables", privateProjectPasswordRules)).toBeUndefined();
    expect(passwordProblem("Kq7#vLm2xP", privateProjectPasswordRules)).toBeUndefined();
  });

  it("refuses a shorter one and says how long it must be", () => {
    expect(passwordProblem("Kq7#vLm2x", privateProjectPasswordRules)).toBe(
      "The password must have at least 10 characters (it has 9).",
    );
  });

  it("refuses the most common passwords and strings of very few characters, like the owner's", () => {
    expect(passwordProblem("sunshine12", privateProjectPasswordRules)).toMatch(
      /most commonly used/,
    );
    expect(passwordProblem("Gallery2025!", privateProjectPasswordRules)).toMatch(
      /most commonly used/,
    );
    expect(passwordProblem("ababababab", privateProjectPasswordRules)).toMatch(/too few different/);
  });

  it("takes no password longer than the visitors' form can carry", () => {
    // Characters of four UTF-8 bytes each, which URL-encoding makes twelve.
    const longest = Array.from({ length: privateProjectPasswordRules.maxLength }, (_, i) =>
      String.fromCodePoint(0x1f300 + i),
    ).join("");
    expect(passwordProblem(longest, privateProjectPasswordRules)).toBeUndefined();
    const posted = new URLSearchParams({ password: longest }).toString();
    expect(Buffer.byteLength(posted)).toBeLessThanOrEqual(maxPasswordFormBytes);
    expect(passwordProblem(`${longest}a`, privateProjectPasswordRules)).toBe(
      "The password may have at most 256 characters.",
    );
  });
});
