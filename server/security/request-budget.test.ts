import { describe, expect, it } from "vitest";
import { RequestBudget } from "./request-budget.ts";

describe("a request budget", () => {
  it("lets `limit` requests through in a window, then says when the next window opens", () => {
    let now = 0;
    const budget = new RequestBudget({ limit: 3, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 3; i++) expect(budget.take("a").allowed).toBe(true);
    now = 15_000;
    expect(budget.take("a")).toEqual({ allowed: false, retryAfterMs: 45_000 });
    expect(budget.take("b").allowed).toBe(true);
    now = 60_000;
    expect(budget.take("a").allowed).toBe(true);
  });
});
