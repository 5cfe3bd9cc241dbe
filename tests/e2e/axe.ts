import type { Page } from "@playwright/test";
import axe from "axe-core";

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
 * axe is added to a document once and run in it, frames left out: the only frames the pages
 * hold are the video host's, not ours to audit (their titles are checked from the page). Run
 * through `@axe-core/playwright`, each check added axe twice, or opened a second page to merge
 * the frames' results: 1.1 to 2.2 s a check here, most of a Studio test's time.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, {
      runOnly: { type: "tag", values: tags },
      iframes: false,
    });
    return results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
  }, axeTags);
}
