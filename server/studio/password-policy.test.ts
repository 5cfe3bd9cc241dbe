import { describe, expect, it } from "vitest";
import { minPasswordLength, passwordProblem } from "./password-policy.ts";

describe("password policy", () => {
  it("takes a passphrase of 12 characters or more", () => {
    expect(minPasswordLength).toBe(12);
    expect(passwordProblem("violet kiln harbour")).toBeUndefined();
    expect(passwordProblem("Tq8#vLm2!xZp")).toBeUndefined();
  });

  it("refuses a shorter one and says how long it must be", () => {
    expect(passwordProblem("Tq8#vLm2!xZ")).toBe(
      "The password must have at least 12 characters (it has 11).",
    );
  });

  it("counts characters, not bytes or UTF-16 units", () => {
    expect(passwordProblem("🎨🎨🎨🎨🎨🎨🎨🎨🎨🎨🎨")).toMatch(/it has 11/);
  });

  it("refuses the most common passwords whatever their case", () => {
    for (const common of ["123qweasdzxc", "1qaz2wsx3edc", "Q1W2E3R4T5Y6", "LeaveMeAlone"]) {
      expect(passwordProblem(common), common).toMatch(/most commonly used/);
    }
  });

  it("refuses a common password with digits or symbols added around it", () => {
    expect(passwordProblem("Password2024!")).toMatch(/most commonly used/);
    expect(passwordProblem("!!sunshine1234")).toMatch(/most commonly used/);
  });

  it("refuses a long string of very few different characters", () => {
    expect(passwordProblem("aaaaaaaaaaaaaaaa")).toMatch(/too few different characters/);
    expect(passwordProblem("abababababababab")).toMatch(/too few different characters/);
  });
});
