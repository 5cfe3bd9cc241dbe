import { defineConfig } from "vitest/config";
import { testLimits } from "./tests/setup/test-limits.ts";

export default defineConfig({
  test: {
    include: [
      "core/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    environment: "node",
    // Most tests compute and finish in milliseconds; the lightest of the waiting kinds is the
    // floor, and the heavier kinds set their own (tests/setup/test-limits.ts).
    testTimeout: testLimits.server,
    hookTimeout: testLimits.server,
    // Vitest's default leaves one of CI's two cores idle while files wait on child processes,
    // servers and the disk (decision 013).
    maxWorkers: 2,
    // The test files of a worker share one process: a fresh process per file spent 46 s of the
    // two cores' time on 147 files. Files that stub globals restore them after each test, and
    // tests/setup/fail-on-console-error.ts wraps console.error once per process;
    // tests/setup/temp-dirs.ts removes each file's temp folders after it.
    isolate: false,
    setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/temp-dirs.ts"],
    reporters: ["default", ["json", { outputFile: "reports/unit.json" }]],
  },
});
