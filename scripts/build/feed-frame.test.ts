import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../server/security/inline-hashes.ts";
import { testSite } from "../../tests/fixtures/test-site.ts";
import { feedFramePage } from "./feed-frame.ts";

describe("the newsletter feed's page", () => {
  it("holds the widget's container and one starter with the publication's configuration", async () => {
    const page = await feedFramePage(testSite);
    expect(page).toContain('<div id="substack-feed-embed"></div>');
    expect(page).toContain(`"scriptUrl":"${testSite.newsletter.feedScriptUrl}"`);
    expect(page).toContain(
      `"config":{"substackUrl":"${new URL(testSite.newsletter.publicationUrl).host}","posts":3}`,
    );
    expect(inlineScriptHashes(page)).toHaveLength(1);
    expect(page).toContain('<base target="_blank">');
    expect(page).toContain('<meta name="robots" content="noindex">');
  });

  it("cannot be broken out of by the settings' text", async () => {
    const page = await feedFramePage({
      ...testSite,
      newsletter: { ...testSite.newsletter, platform: '</title><script>alert("x")</script>' },
    });
    expect(page).not.toContain("<script>alert");
    expect(inlineScriptHashes(page)).toHaveLength(1);
  });
});
