import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    reporters: ["default", ["json", { outputFile: "reports/unit.json" }]],
  },
});
