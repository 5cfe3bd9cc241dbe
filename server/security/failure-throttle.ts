/** How failed password tries under one key are slowed. */
export interface ThrottleRule {
  /** Failures allowed in a row before the next try has to wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failures in a row, no try is taken for `lockoutMs`. */
  lockoutAfter: number;
  lockoutMs: number;
  /** A key whose last failure is this old starts afresh. */
  forgetAfterMs: number;
}

/**
 * Two counts for every try: a narrow one (one client address) and a wide one (everything that
 * guards the same secret), so guesses spread over many addresses are slowed too. Without a
 * wide rule, each key is counted alone.
 */
export interface ThrottleRules {
  narrow: ThrottleRule;
  wide?: ThrottleRule;
}

interface FailureRecord {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

/** A try that was let through; it counts as failed unless it is told it succeeded. */
export interface PasswordAttempt {
  succeeded(): void;
}

export type ThrottleDecision =
  | { allowed: true; attempt: PasswordAttempt }
  /** `lockedOut`: a lockout after many failures, not the wait between two tries. */
  | { allowed: false; retryAfterMs: number; lockedOut: boolean };

/** Keys remembered at most; anyone can bring new addresses, so the table stays bounded. */
const maxKeys = 10_000;

function current(record: FailureRecord | undefined, rule: ThrottleRule, now: number) {
  if (!record) return undefined;
  const quiet = now - record.lastFailureAt >= rule.forgetAfterMs;
  const lockOver = record.lockedUntil > 0 && now >= record.lockedUntil;
  return quiet || lockOver ? undefined : record;
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
  return Object.assign(record ?? {}, { failures, lastFailureAt: now, lockedUntil });
}

/** Failure records by key, the least recently failed dropped first when the table is full. */
class FailureTable {
  readonly #records = new Map<string, FailureRecord>();

  get(key: string): FailureRecord | undefined {
    return this.#records.get(key);
  }

  set(key: string, record: FailureRecord): void {
    this.#records.delete(key);
    if (this.#records.size >= maxKeys) {
      const oldest = this.#records.keys().next().value;
      if (oldest !== undefined) this.#records.delete(oldest);
    }
    this.#records.set(key, record);
  }

  delete(key: string): void {
    this.#records.delete(key);
  }
}

/**
 * Counts failed password tries under a narrow and a wide key and says when the next try may be
 * made. A try counts as failed from the moment it starts until it succeeds, so tries sent at once
 * cannot slip past the count while their passwords are being checked.
 */
export class FailureThrottle {
  readonly #clock: () => number;
  readonly #rules: ThrottleRules;
  readonly #narrow = new FailureTable();
  readonly #wide = new FailureTable();

  constructor(rules: ThrottleRules, clock: () => number = Date.now) {
    this.#clock = clock;
    this.#rules = rules;
  }

  /**
   * Starts a try, or says how long to wait before one is taken. The wide key is counted only
   * where the rules have a wide rule.
   */
  begin(narrowKey: string, wideKey?: string): ThrottleDecision {
    const now = this.#clock();
    const narrow = this.#count(this.#narrow, this.#rules.narrow, narrowKey, now);
    const wide =
      this.#rules.wide && wideKey !== undefined
        ? this.#count(this.#wide, this.#rules.wide, wideKey, now)
        : undefined;
    const wait = Math.max(narrow.wait, wide?.wait ?? 0);
    if (wait > 0) {
      return { allowed: false, retryAfterMs: wait, lockedOut: narrow.locked || !!wide?.locked };
    }

    narrow.fail();
    const wideRecord = wide?.fail();
    return {
      allowed: true,
      attempt: {
        succeeded: () => {
          this.#narrow.delete(narrowKey);
          if (!wideRecord || !this.#rules.wide) return;
          wideRecord.failures = Math.max(0, wideRecord.failures - 1);
          if (wideRecord.failures < this.#rules.wide.lockoutAfter) wideRecord.lockedUntil = 0;
        },
      },
    };
  }

  /** One key's count: the wait it imposes now, and how to record a try as a failure. */
  #count(table: FailureTable, rule: ThrottleRule, key: string, now: number) {
    const record = current(table.get(key), rule, now);
    return {
      wait: waitMs(record, rule, now),
      locked: record !== undefined && record.lockedUntil > now,
      fail: () => {
        const failed = fail(record, rule, now);
        table.set(key, failed);
        return failed;
      },
    };
  }
}
