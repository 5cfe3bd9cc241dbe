import type { FullConfig } from "@playwright/test";
import { e2eSite } from "../fixtures/e2e-site.ts";
import { site } from "./site-facts.ts";

/**
 * Stops the run at once when the test server serves a build of other content than the
 * fixture (the artist's own build, say), which would fail the tests in puzzling ways.
 */
export default async function checkServedSite(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  if (!sitemap.includes(`<loc>${site.siteUrl}/</loc>`)) {
    throw new Error(
      `The test server does not serve a build of ${e2eSite.contentDir}. Build it first with ` +
        `\`npm run test:e2e\`, which builds the fixture and runs the browser tests.`,
    );
  }
}
