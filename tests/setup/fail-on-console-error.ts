import { afterEach, vi } from "vitest";

// An unexpected console.error is a bug the test did not notice; tests that expect one
// replace console.error with their own spy.

// Test files that share a worker share its globals, and this file runs once for each of them:
// console.error is wrapped once, and every file reads the same list.
const errorsKey = Symbol.for("portfolio.tests.console-errors");
const shared = globalThis as typeof globalThis & { [errorsKey]?: unknown[][] };

function consoleErrors(): unknown[][] {
  const existing = shared[errorsKey];
  if (existing) return existing;
  const errors: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
  shared[errorsKey] = errors;
  return errors;
}

const errors = consoleErrors();

afterEach(() => {
  const seen = errors.splice(0);
  vi.restoreAllMocks();
  if (seen.length > 0) {
    throw new Error(
      `Unexpected console.error during the test: ${seen.map((a) => a.join(" ")).join(" | ")}`,
    );
  }
});
