import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Vitest's default leaves one of the two cores CI has idle; many files wait on child
    // processes, servers and the disk, and two workers took the run from 171 s to 111 s.
    maxWorkers: 2,
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    reporters: ["default", ["json", { outputFile: "reports/unit.json" }]],
  },
});
