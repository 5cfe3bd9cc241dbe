import { describe, expect, it } from "vitest";
import { PasswordThrottle, type ThrottleDecision } from "./password-throttle.ts";

function clock() {
  let now = Date.UTC(2026, 0, 15, 12, 0, 0);
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function allowed(decision: ThrottleDecision) {
  if (!decision.allowed) throw new Error(`refused for ${decision.retryAfterMs} ms`);
  return decision.attempt;
}

/** Makes `count` wrong tries from `address` at `project`, each allowed. */
function failTimes(throttle: PasswordThrottle, count: number, address = "203.0.113.7") {
  for (let i = 0; i < count; i++) allowed(throttle.begin(address, "sealed-room"));
}

describe("wrong private project passwords", () => {
  it("let a visitor mistype a few times, then make each further try wait longer", () => {
    const time = clock();
    const throttle = new PasswordThrottle(time.now);
    failTimes(throttle, 5);
    expect(throttle.begin("203.0.113.7", "sealed-room")).toMatchObject({
      allowed: false,
      retryAfterMs: 1000,
    });
    time.advance(1000);
    failTimes(throttle, 1);
    expect(throttle.begin("203.0.113.7", "sealed-room")).toMatchObject({
      allowed: false,
      retryAfterMs: 2000,
    });
    time.advance(1999);
    expect(throttle.begin("203.0.113.7", "sealed-room")).toMatchObject({
      allowed: false,
      retryAfterMs: 1,
    });
    time.advance(1);
    failTimes(throttle, 1);
    expect(throttle.begin("203.0.113.7", "sealed-room")).toMatchObject({ retryAfterMs: 4000 });
  });

  it("lock one address out for 15 minutes after 20 failures in a row", () => {
    const time = clock();
    const throttle = new PasswordThrottle(time.now);
    for (let failures = 0; failures < 20; failures++) {
      const decision = throttle.begin("203.0.113.7", "sealed-room");
      if (!decision.allowed) {
        time.advance(decision.retryAfterMs);
        failures--;
      }
    }
    expect(throttle.begin("203.0.113.7", "sealed-room")).toMatchObject({
      allowed: false,
      retryAfterMs: 15 * 60_000,
    });
    time.advance(15 * 60_000);
    expect(throttle.begin("203.0.113.7", "sealed-room").allowed).toBe(true);
  });

  it("count each address and each project on its own", () => {
    const throttle = new PasswordThrottle(clock().now);
    failTimes(throttle, 5);
    expect(throttle.begin("203.0.113.7", "sealed-room").allowed).toBe(false);
    expect(throttle.begin("198.51.100.4", "sealed-room").allowed).toBe(true);
    expect(throttle.begin("203.0.113.7", "other-room").allowed).toBe(true);
  });

  it("slow guesses spread over many addresses at one project, with waits that grow to a minute and no lockout", () => {
    const time = clock();
    const throttle = new PasswordThrottle(time.now);
    for (let i = 0; i < 10; i++) allowed(throttle.begin(`203.0.113.${i}`, "sealed-room"));
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const decision = throttle.begin(`198.51.100.${i}`, "sealed-room");
      if (decision.allowed) throw new Error("a try got through without its wait");
      waits.push(decision.retryAfterMs);
      time.advance(decision.retryAfterMs);
      allowed(throttle.begin(`198.51.100.${i}`, "sealed-room"));
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60, 60, 60].map((s) => s * 1000));
    // Never a lockout: the project opens to its password as soon as the wait is over.
    expect(throttle.begin("192.0.2.1", "sealed-room")).toMatchObject({ lockedOut: false });
    expect(throttle.begin("198.51.100.1", "other-room").allowed).toBe(true);
  });

  it("forget an address's failures once the right password is given", () => {
    const throttle = new PasswordThrottle(clock().now);
    failTimes(throttle, 4);
    allowed(throttle.begin("203.0.113.7", "sealed-room")).succeeded();
    failTimes(throttle, 5);
    expect(throttle.begin("203.0.113.7", "sealed-room").allowed).toBe(false);
  });

  it("count tries sent at once before any of them is checked", () => {
    const throttle = new PasswordThrottle(clock().now);
    const decisions = Array.from({ length: 8 }, () => throttle.begin("203.0.113.7", "sealed-room"));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });

  it("forget a quiet address after an hour", () => {
    const time = clock();
    const throttle = new PasswordThrottle(time.now);
    failTimes(throttle, 5);
    time.advance(60 * 60_000);
    expect(throttle.begin("203.0.113.7", "sealed-room").allowed).toBe(true);
  });
});
