import { describe, expect, it } from "vitest";
import { networkRetryDelayMs, networkRetryPolicy } from "./network-retry-policy.ts";

describe("contact form network retry policy", () => {
  it("doubles the wait from half a second", () => {
    expect([1, 2, 3].map((retry) => networkRetryDelayMs(retry))).toEqual([500, 1000, 2000]);
  });

  it("never waits longer than the ceiling", () => {
    expect(networkRetryDelayMs(10)).toBe(networkRetryPolicy.maxDelayMs);
  });

  it("gives up after a few attempts, within seconds", () => {
    const retries = networkRetryPolicy.attempts - 1;
    const totalWait = Array.from({ length: retries }, (_, i) => networkRetryDelayMs(i + 1)).reduce(
      (sum, delay) => sum + delay,
      0,
    );
    expect(networkRetryPolicy.attempts).toBe(4);
    expect(totalWait).toBe(3500);
  });
});
