import { describe, expect, it } from "vitest";
import { interpretContactAnswer, parseRetryAfter } from "./contact-outcome.ts";

const now = Date.parse("2025-06-01T12:00:00Z");

describe("contact API answers", () => {
  it("treats 202 as accepted", () => {
    expect(
      interpretContactAnswer({
        status: 202,
        body: { id: "m1", status: "accepted" },
        retryAfter: null,
      }),
    ).toEqual({ kind: "accepted" });
  });

  it("turns a validation_failed 400 into the server's message per field", () => {
    const body = {
      error: "validation_failed",
      message: "Please correct the highlighted fields.",
      fields: { email: "Invalid email address", message: "Message is required", extra: "ignored" },
    };
    expect(interpretContactAnswer({ status: 400, body, retryAfter: null })).toEqual({
      kind: "invalid",
      fields: { email: "Invalid email address", message: "Message is required" },
    });
  });

  it("treats a 400 without usable field errors as a failure", () => {
    const outcome = interpretContactAnswer({
      status: 400,
      body: { error: "invalid_json" },
      retryAfter: null,
    });
    expect(outcome.kind).toBe("failed");
    expect(outcome.kind === "failed" && outcome.error.message).toBe(
      "The contact API answered 400 (invalid_json)",
    );
    expect(
      interpretContactAnswer({
        status: 400,
        body: { error: "validation_failed", fields: {} },
        retryAfter: null,
      }).kind,
    ).toBe("failed");
  });

  it("takes the wait of a 429 from the body, then from Retry-After, then a minute", () => {
    const limited = (body: unknown, retryAfter: string | null) =>
      interpretContactAnswer({ status: 429, body, retryAfter }, now);
    expect(limited({ error: "rate_limited", retryAfterSeconds: 120 }, "30")).toEqual({
      kind: "rate-limited",
      retryAfterSeconds: 120,
    });
    expect(limited({ error: "rate_limited" }, "30")).toEqual({
      kind: "rate-limited",
      retryAfterSeconds: 30,
    });
    expect(limited(undefined, null)).toEqual({ kind: "rate-limited", retryAfterSeconds: 60 });
  });

  it("treats 413, 415, 500 and a non-JSON answer as failures", () => {
    for (const status of [413, 415, 500, 502]) {
      const outcome = interpretContactAnswer({ status, body: undefined, retryAfter: null });
      expect(outcome.kind).toBe("failed");
      expect(outcome.kind === "failed" && outcome.error.message).toBe(
        `The contact API answered ${status}`,
      );
    }
  });
});

describe("Retry-After header", () => {
  it("reads seconds and HTTP dates, and ignores anything else", () => {
    expect(parseRetryAfter("90", now)).toBe(90);
    expect(parseRetryAfter("Sun, 01 Jun 2025 12:02:00 GMT", now)).toBe(120);
    expect(parseRetryAfter("Sun, 01 Jun 2025 11:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
