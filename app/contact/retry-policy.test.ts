import { describe, expect, it } from "vitest";
import { contactRetryPolicy, retryDelayMs } from "./retry-policy.ts";

describe("contact retry policy", () => {
  it("doubles the wait from half a second", () => {
    expect([1, 2, 3].map((retry) => retryDelayMs(retry))).toEqual([500, 1000, 2000]);
  });

  it("never waits longer than the ceiling", () => {
    expect(retryDelayMs(10)).toBe(contactRetryPolicy.maxDelayMs);
  });

  it("gives up after a few attempts, within seconds", () => {
    const retries = contactRetryPolicy.attempts - 1;
    const totalWait = Array.from({ length: retries }, (_, i) => retryDelayMs(i + 1)).reduce(
      (sum, delay) => sum + delay,
      0,
    );
    expect(contactRetryPolicy.attempts).toBe(4);
    expect(totalWait).toBe(3500);
  });
});
