import { describe, expect, it } from "vitest";
import {
  accountRule,
  addressRule,
  deviceRule,
  SignInThrottle,
  type ThrottleDecision,
} from "./sign-in-throttle.ts";

function clock() {
  let now = Date.UTC(2026, 0, 15, 12);
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

function retryAfter(decision: ThrottleDecision): number {
  return decision.allowed ? 0 : decision.retryAfterMs;
}

/** Makes `count` attempts from `address` that all fail, each as soon as it is allowed. */
function failRepeatedly(
  throttle: SignInThrottle,
  time: ReturnType<typeof clock>,
  address: string,
  count: number,
) {
  for (let i = 0; i < count; i++) {
    const decision = throttle.begin(address);
    if (!decision.allowed) {
      time.advance(decision.retryAfterMs);
      expect(throttle.begin(address).allowed).toBe(true);
    }
  }
}

describe("sign-in throttle", () => {
  it("lets the first three failures through at once, then makes each attempt wait twice as long", () => {
    const time = clock();
    const throttle = new SignInThrottle(time.now);
    for (let i = 0; i < addressRule.freeFailures; i++) {
      expect(throttle.begin("203.0.113.1").allowed).toBe(true);
    }
    expect(retryAfter(throttle.begin("203.0.113.1"))).toBe(1000);
    time.advance(1000);
    expect(throttle.begin("203.0.113.1").allowed).toBe(true);
    expect(retryAfter(throttle.begin("203.0.113.1"))).toBe(2000);
    time.advance(1999);
    expect(retryAfter(throttle.begin("203.0.113.1"))).toBe(1);
    time.advance(1);
    expect(throttle.begin("203.0.113.1").allowed).toBe(true);
    expect(retryAfter(throttle.begin("203.0.113.1"))).toBe(4000);
  });

  it("locks an address out for 15 minutes after 10 failures in a row", () => {
    const time = clock();
    const throttle = new SignInThrottle(time.now);
    failRepeatedly(throttle, time, "203.0.113.1", addressRule.lockoutAfter);
    expect(retryAfter(throttle.begin("203.0.113.1"))).toBe(15 * 60_000);
    time.advance(15 * 60_000 - 1);
    expect(throttle.begin("203.0.113.1").allowed).toBe(false);
    time.advance(1);
    expect(throttle.begin("203.0.113.1").allowed).toBe(true);
  });

  it("does not slow other addresses for one address's failures", () => {
    const time = clock();
    const throttle = new SignInThrottle(time.now);
    failRepeatedly(throttle, time, "203.0.113.1", 6);
    expect(throttle.begin("203.0.113.1").allowed).toBe(false);
    expect(throttle.begin("198.51.100.7").allowed).toBe(true);
  });

  it("slows guesses spread over many addresses once the account has failed often", () => {
    const time = clock();
    const throttle = new SignInThrottle(time.now);
    for (let i = 0; i < accountRule.freeFailures; i++) {
      expect(throttle.begin(`198.51.100.${i}`).allowed).toBe(true);
    }
    expect(retryAfter(throttle.begin("198.51.100.200"))).toBe(1000);
  });

  it("locks the account for 15 minutes after 50 failures from anywhere", () => {
    const time = clock();
    const throttle = new SignInThrottle(time.now);
    for (let i = 0; i < accountRule.lockoutAfter; i++) {
      failRepeatedly(throttle, time, `198.51.100.${i}`, 1);
    }
    expect(retryAfter(throttle.begin("192.0.2.99"))).toBe(15 * 60_000);
  });

  it("counts attempts still being checked, so several sent at once cannot slip past", () => {
    const time = clock();
    const throttle = new SignInThrottle(time.now);
    const decisions = Array.from({ length: 6 }, () => throttle.begin("203.0.113.1"));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false, false, false]);
  });

  it("forgets an address's failures once it signs in", () => {
    const time = clock();
    const throttle = new SignInThrottle(time.now);
    failRepeatedly(throttle, time, "203.0.113.1", 5);
    time.advance(60_000);
    const decision = throttle.begin("203.0.113.1");
    if (!decision.allowed) throw new Error("expected an attempt");
    decision.attempt.succeeded();
    for (let i = 0; i < addressRule.freeFailures; i++) {
      expect(throttle.begin("203.0.113.1").allowed).toBe(true);
    }
  });

  it("forgets failures after an hour without any", () => {
    const time = clock();
    const throttle = new SignInThrottle(time.now);
    failRepeatedly(throttle, time, "203.0.113.1", 6);
    expect(throttle.begin("203.0.113.1").allowed).toBe(false);
    time.advance(60 * 60_000);
    expect(throttle.begin("203.0.113.1").allowed).toBe(true);
    expect(throttle.begin("203.0.113.1").allowed).toBe(true);
  });

  it("never asks for more than the longest wait between attempts", () => {
    const time = clock();
    const throttle = new SignInThrottle(time.now, {
      address: { ...addressRule, lockoutAfter: 1000 },
      account: { ...accountRule, lockoutAfter: 1000, maxDelayMs: 0 },
      device: deviceRule,
    });
    failRepeatedly(throttle, time, "203.0.113.1", 20);
    expect(retryAfter(throttle.begin("203.0.113.1"))).toBe(addressRule.maxDelayMs);
  });
});
