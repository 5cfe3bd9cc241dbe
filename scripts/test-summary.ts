import { existsSync, readFileSync } from "node:fs";

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function countsOf(file: string): Counts {
  const report: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (report && typeof report === "object" && "numPassedTests" in report) {
    const v = report as VitestReport;
    return {
      passed: v.numPassedTests,
      failed: v.numFailedTests,
      skipped: v.numPendingTests + v.numTodoTests,
    };
  }
  const { stats } = report as PlaywrightReport;
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
}

/** Prints "N passed, N failed" for all test reports together; fails when nothing ran. */
function main(files: string[]): number {
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  for (const file of files) {
    if (!existsSync(file)) {
      console.error(`Missing test report ${file}: that test run did not finish.`);
      total.failed += 1;
      continue;
    }
    const counts = countsOf(file);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  return total.failed === 0 && total.passed > 0 ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
