import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

// WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices.
const axeTags = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22a",
  "wcag22aa",
  "best-practice",
];

/**
 * axe's violations of any impact on the page as it is now, each with the elements it found.
 * Run in the page itself (axe's "legacy mode"): the default opens a second, blank page to merge
 * the results of each frame, which doubled the cost of every check (about 2.2 to 1.1 s here),
 * and the only frames the pages hold are the video host's, which is not ours to audit.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(axeTags).setLegacyMode(true).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
}
