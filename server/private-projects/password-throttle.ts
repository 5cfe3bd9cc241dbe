/** How failed password tries under one key are slowed. */
interface ThrottleRule {
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

export interface ThrottleRules {
  /** One visitor's address at one project: a mistyped password costs nothing, guessing does. */
  address: ThrottleRule;
  /** One project from every address: guesses spread over many addresses are slowed too. */
  project: ThrottleRule;
}

/**
 * One address: 5 tries at once, then waits of 1 s, 2 s, 4 s … up to a minute, and after 20
 * failures a 15-minute lockout. Every address together: 30 tries, then up to 30 s between
 * tries, never locked, so someone guessing from many addresses cannot shut the gallerist out
 * for long, while guessing stays at about 120 tries an hour.
 */
const defaultThrottleRules: ThrottleRules = {
  address: {
    freeFailures: 5,
    baseDelayMs: 1000,
    maxDelayMs: 60_000,
    lockoutAfter: 20,
    lockoutMs: 15 * 60_000,
    forgetAfterMs: 60 * 60_000,
  },
  project: {
    freeFailures: 30,
    baseDelayMs: 1000,
    maxDelayMs: 30_000,
    lockoutAfter: Number.POSITIVE_INFINITY,
    lockoutMs: 0,
    forgetAfterMs: 60 * 60_000,
  },
};

interface FailureRecord {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

/** A try that was let through; it counts as failed unless it is told it succeeded. */
interface PasswordAttempt {
  succeeded(): void;
}

export type ThrottleDecision =
  | { allowed: true; attempt: PasswordAttempt }
  | { allowed: false; retryAfterMs: number };

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
 * Counts failed password tries per address and project, and per project, and says when the
 * next try may be made. A try counts as failed from the moment it starts until it succeeds, so
 * tries sent at once cannot slip past the count while their passwords are being checked.
 */
export class PasswordThrottle {
  readonly #clock: () => number;
  readonly #rules: ThrottleRules;
  readonly #byAddress = new FailureTable();
  readonly #byProject = new FailureTable();

  constructor(clock: () => number = Date.now, rules: ThrottleRules = defaultThrottleRules) {
    this.#clock = clock;
    this.#rules = rules;
  }

  /** Starts a try at `project` from `address`, or says how long to wait before one is taken. */
  begin(address: string, project: string): ThrottleDecision {
    const now = this.#clock();
    const addressKey = `${project}\n${address}`;
    const { address: addressRule, project: projectRule } = this.#rules;
    const byAddress = current(this.#byAddress.get(addressKey), addressRule, now);
    const byProject = current(this.#byProject.get(project), projectRule, now);
    const wait = Math.max(waitMs(byAddress, addressRule, now), waitMs(byProject, projectRule, now));
    if (wait > 0) return { allowed: false, retryAfterMs: wait };

    const addressRecord = fail(byAddress, addressRule, now);
    const projectRecord = fail(byProject, projectRule, now);
    this.#byAddress.set(addressKey, addressRecord);
    this.#byProject.set(project, projectRecord);
    return {
      allowed: true,
      attempt: {
        succeeded: () => {
          this.#byAddress.delete(addressKey);
          projectRecord.failures = Math.max(0, projectRecord.failures - 1);
        },
      },
    };
  }
}
