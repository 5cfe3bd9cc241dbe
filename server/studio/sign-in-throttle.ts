import {
  FailureThrottle,
  type ThrottleDecision,
  type ThrottleRule,
} from "../security/failure-throttle.ts";

export type { ThrottleDecision };

/**
 * One address: 3 tries at once, then waits of 1 s, 2 s, 4 s … up to a minute, and after 10
 * failures a 15-minute lockout: about 40 guesses an hour.
 */
export const addressRule: ThrottleRule = {
  freeFailures: 3,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  lockoutAfter: 10,
  lockoutMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

/**
 * The account, whatever the address: guesses spread over many addresses are slowed too, while
 * the owner, whose sessions keep working, is at worst kept waiting for 15 minutes.
 */
export const accountRule: ThrottleRule = {
  freeFailures: 10,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  lockoutAfter: 50,
  lockoutMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

/** The one account's key among the wide counts. */
const account = "owner";

/** Slows sign-ins to the Studio, per client address and for the one account. */
export class SignInThrottle {
  readonly #throttle: FailureThrottle;

  constructor(
    clock: () => number = Date.now,
    rules: { address: ThrottleRule; account: ThrottleRule } = {
      address: addressRule,
      account: accountRule,
    },
  ) {
    this.#throttle = new FailureThrottle({ narrow: rules.address, wide: rules.account }, clock);
  }

  /** Starts an attempt from `address`, or says how long to wait before one is taken. */
  begin(address: string): ThrottleDecision {
    return this.#throttle.begin(address, account);
  }
}
