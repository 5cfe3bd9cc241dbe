import { afterEach, vi } from "vitest";

// An unexpected console.error is a bug the test did not notice; tests that expect one
// replace console.error with their own spy.
let errors: unknown[][] = [];
const original = console.error;

console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  vi.restoreAllMocks();
  if (seen.length > 0) {
    throw new Error(
      `Unexpected console.error during the test: ${seen.map((a) => a.join(" ")).join(" | ")}`,
    );
  }
});
