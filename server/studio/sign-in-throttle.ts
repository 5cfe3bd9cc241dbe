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
 * The account, whatever the address: guesses spread over many addresses are slowed too. A
 * browser the owner has signed in with before is not held back by this count (see
 * SignInThrottle), so guessing from elsewhere cannot keep the owner out.
 */
export const accountRule: ThrottleRule = {
  freeFailures: 10,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  lockoutAfter: 50,
  lockoutMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

/**
 * One trusted browser (its device cookie), counted alone: the owner's own typos slow only
 * that browser, as the address rule would, and once it is locked out after 10 failures in a
 * row it counts as a browser never seen before until its lockout ends.
 */
export const deviceRule: ThrottleRule = { ...addressRule };

/** The one account's key among the wide counts. */
const account = "owner";

/**
 * Slows sign-ins to the Studio, after OWASP's device-cookie scheme. A browser that carries a
 * device cookie from an earlier successful sign-in (a trusted browser) is counted alone, by
 * that cookie. Any other browser is counted by its client address and, with every other such
 * browser, for the one account: those counts may lock unknown browsers out for a while, but
 * never the owner's own.
 */
export class SignInThrottle {
  readonly #unknown: FailureThrottle;
  readonly #trusted: FailureThrottle;

  constructor(
    clock: () => number = Date.now,
    rules: { address: ThrottleRule; account: ThrottleRule; device: ThrottleRule } = {
      address: addressRule,
      account: accountRule,
      device: deviceRule,
    },
  ) {
    this.#unknown = new FailureThrottle({ narrow: rules.address, wide: rules.account }, clock);
    this.#trusted = new FailureThrottle({ narrow: rules.device }, clock);
  }

  /**
   * Starts an attempt from `address` by the browser with the device cookie `device` (none if it
   * has no valid one), or says how long to wait before one is taken.
   */
  begin(address: string, device?: string): ThrottleDecision {
    if (device !== undefined) {
      const trusted = this.#trusted.begin(device);
      if (trusted.allowed || !trusted.lockedOut) return trusted;
    }
    return this.#unknown.begin(address, account);
  }
}
