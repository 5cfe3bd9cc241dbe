/** How failed sign-ins under one key (a client address, or the one account) are slowed. */
export interface ThrottleRule {
  /** Failures allowed in a row before the next attempt has to wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failures in a row, no attempt is taken for `lockoutMs`. */
  lockoutAfter: number;
  lockoutMs: number;
  /** A key whose last failure is this old starts afresh. */
  forgetAfterMs: number;
}

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

interface FailureRecord {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

export type ThrottleDecision =
  | { allowed: true; attempt: SignInAttempt }
  | { allowed: false; retryAfterMs: number };

interface SignInAttempt {
  /** The password was right: the address starts afresh and the attempt no longer counts. */
  succeeded(): void;
}

/** Addresses remembered at most; anyone can bring new ones, so the table stays bounded. */
const maxAddresses = 10_000;

/**
 * Counts failed sign-ins per address and for the account and tells when the next attempt may be
 * made. An attempt counts as failed from the moment it starts, until it succeeds: several
 * attempts sent at once cannot slip past the count while their passwords are being checked.
 */
export class SignInThrottle {
  readonly #clock: () => number;
  readonly #rules: { address: ThrottleRule; account: ThrottleRule };
  readonly #addresses = new Map<string, FailureRecord>();
  #account: FailureRecord | undefined;

  constructor(
    clock: () => number = Date.now,
    rules: { address: ThrottleRule; account: ThrottleRule } = {
      address: addressRule,
      account: accountRule,
    },
  ) {
    this.#clock = clock;
    this.#rules = rules;
  }

  /** Starts an attempt from `address`, or says how long to wait before one is taken. */
  begin(address: string): ThrottleDecision {
    const now = this.#clock();
    const byAddress = this.#current(this.#addresses.get(address), this.#rules.address, now);
    const account = this.#current(this.#account, this.#rules.account, now);
    const wait = Math.max(
      waitMs(byAddress, this.#rules.address, now),
      waitMs(account, this.#rules.account, now),
    );
    if (wait > 0) return { allowed: false, retryAfterMs: wait };

    const addressRecord = fail(byAddress, this.#rules.address, now);
    const accountRecord = fail(account, this.#rules.account, now);
    this.#remember(address, addressRecord);
    this.#account = accountRecord;
    return {
      allowed: true,
      attempt: {
        succeeded: () => {
          this.#addresses.delete(address);
          accountRecord.failures = Math.max(0, accountRecord.failures - 1);
          if (accountRecord.failures < this.#rules.account.lockoutAfter) {
            accountRecord.lockedUntil = 0;
          }
        },
      },
    };
  }

  #current(
    record: FailureRecord | undefined,
    rule: ThrottleRule,
    now: number,
  ): FailureRecord | undefined {
    if (!record) return undefined;
    const quiet = now - record.lastFailureAt >= rule.forgetAfterMs;
    const lockOver = record.lockedUntil > 0 && now >= record.lockedUntil;
    return quiet || lockOver ? undefined : record;
  }

  #remember(address: string, record: FailureRecord): void {
    this.#addresses.delete(address);
    if (this.#addresses.size >= maxAddresses) {
      const oldest = this.#addresses.keys().next().value;
      if (oldest !== undefined) this.#addresses.delete(oldest);
    }
    this.#addresses.set(address, record);
  }
}

function waitMs(record: FailureRecord | undefined, rule: ThrottleRule, now: number): number {
  if (!record) return 0;
  if (record.lockedUntil > now) return record.lockedUntil - now;
  const past = record.failures - rule.freeFailures + 1;
  if (past <= 0) return 0;
  const delay = Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** (past - 1));
  return Math.max(0, record.lastFailureAt + delay - now);
}

function fail(record: FailureRecord | undefined, rule: ThrottleRule, now: number): FailureRecord {
  const failures = (record?.failures ?? 0) + 1;
  const lockedUntil = failures >= rule.lockoutAfter ? now + rule.lockoutMs : 0;
  if (record) {
    record.failures = failures;
    record.lastFailureAt = now;
    record.lockedUntil = lockedUntil;
    return record;
  }
  return { failures, lastFailureAt: now, lockedUntil };
}
