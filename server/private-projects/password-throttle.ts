import {
  FailureThrottle,
  type ThrottleDecision,
  type ThrottleRules,
} from "../security/failure-throttle.ts";

export type { ThrottleDecision };

/**
 * One address at one project: 5 tries at once, then waits of 1 s, 2 s, 4 s … up to a minute,
 * and after 20 failures a 15-minute lockout. One project from every address: 10 tries, then
 * waits that double with each failure up to a minute, never a lockout: guessing from many
 * addresses falls to at most 60 tries an hour, against a password of 10 characters or more that
 * is not a common one, while someone who keeps guessing can hold a new visitor back a minute at
 * most (a visitor who opened the project keeps its cookie for a week). A longer wait would slow
 * guessing more, and let a few requests an hour keep the project shut.
 */
const projectPasswordRules: ThrottleRules = {
  narrow: {
    freeFailures: 5,
    baseDelayMs: 1000,
    maxDelayMs: 60_000,
    lockoutAfter: 20,
    lockoutMs: 15 * 60_000,
    forgetAfterMs: 60 * 60_000,
  },
  wide: {
    freeFailures: 10,
    baseDelayMs: 1000,
    maxDelayMs: 60_000,
    lockoutAfter: Number.POSITIVE_INFINITY,
    lockoutMs: 0,
    forgetAfterMs: 60 * 60_000,
  },
};

/** Slows password tries at private projects, per visitor's address and per project. */
export class PasswordThrottle {
  readonly #throttle: FailureThrottle;

  constructor(clock: () => number = Date.now) {
    this.#throttle = new FailureThrottle(projectPasswordRules, clock);
  }

  /** Starts a try at `project` from `address`, or says how long to wait before one is taken. */
  begin(address: string, project: string): ThrottleDecision {
    return this.#throttle.begin(`${project}\n${address}`, project);
  }
}
