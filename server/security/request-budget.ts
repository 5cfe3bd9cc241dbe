/** How many requests one key may make in each window. */
export interface BudgetRule {
  limit: number;
  windowMs: number;
}

export type BudgetDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Keys remembered at most; anyone can bring new addresses, so the table stays bounded. */
const maxKeys = 10_000;

/**
 * A fixed-window count of requests per key (a client address), on the clock it is given, for
 * requests that cost the server something whether or not they succeed.
 */
export class RequestBudget {
  readonly #rule: BudgetRule;
  readonly #clock: () => number;
  readonly #windows = new Map<string, { start: number; count: number }>();

  constructor(rule: BudgetRule, clock: () => number = Date.now) {
    this.#rule = rule;
    this.#clock = clock;
  }

  /** Counts one request by `key`, or says how long until its next window opens. */
  take(key: string): BudgetDecision {
    const now = this.#clock();
    const { limit, windowMs } = this.#rule;
    let window = this.#windows.get(key);
    if (!window || now - window.start >= windowMs) {
      this.#windows.delete(key);
      if (this.#windows.size >= maxKeys) {
        const oldest = this.#windows.keys().next().value;
        if (oldest !== undefined) this.#windows.delete(oldest);
      }
      window = { start: now, count: 0 };
      this.#windows.set(key, window);
    }
    if (window.count >= limit)
      return { allowed: false, retryAfterMs: window.start + windowMs - now };
    window.count++;
    return { allowed: true };
  }
}
