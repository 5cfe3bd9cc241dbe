import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "core/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    environment: "node",
    // Vitest's default leaves one of CI's two cores idle while files wait on child processes,
    // servers and the disk (decision 013).
    maxWorkers: 2,
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    reporters: ["default", ["json", { outputFile: "reports/unit.json" }]],
  },
});
