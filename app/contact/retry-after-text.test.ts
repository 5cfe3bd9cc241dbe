import { describe, expect, it } from "vitest";
import { retryAfterText } from "./retry-after-text.ts";

describe("when to try again", () => {
  it("speaks in seconds under a minute", () => {
    expect(retryAfterText(1)).toBe("in 1 second");
    expect(retryAfterText(45)).toBe("in 45 seconds");
  });

  it("rounds up to whole minutes under an hour", () => {
    expect(retryAfterText(60)).toBe("in 1 minute");
    expect(retryAfterText(61)).toBe("in 2 minutes");
    expect(retryAfterText(900)).toBe("in 15 minutes");
  });

  it("rounds up to whole hours beyond", () => {
    expect(retryAfterText(3600)).toBe("in 1 hour");
    expect(retryAfterText(5400)).toBe("in 2 hours");
  });

  it("says 'in a moment' when no wait is left", () => {
    expect(retryAfterText(0)).toBe("in a moment");
  });
});
