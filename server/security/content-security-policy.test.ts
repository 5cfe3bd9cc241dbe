import { describe, expect, it } from "vitest";
import { testSite } from "../../app/seo/test-site.ts";
import { pagePolicy, siteCspSources } from "./content-security-policy.ts";

function directive(policy: string, name: string): string[] {
  const found = policy.split("; ").find((part) => part.startsWith(`${name} `));
  return found?.split(" ").slice(1) ?? [];
}

describe("the page policy and the site's analytics service", () => {
  it("allows no analytics origin when site.yaml names none", () => {
    const policy = pagePolicy(siteCspSources(testSite, { turnstile: false }), []);
    expect(directive(policy, "script-src")).toEqual(["'self'", "https://substackapi.com"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'", "https://substackapi.com"]);
  });

  it("allows exactly the service's host to load its script and receive its counts", () => {
    const site = {
      ...testSite,
      analytics: {
        provider: "umami" as const,
        scriptUrl: "https://stats.artist.example/script.js",
        siteId: "94db1cb1-74f4-4a40-ad6c-962362670409",
      },
    };
    const policy = pagePolicy(siteCspSources(site, { turnstile: false }), []);
    expect(directive(policy, "script-src")).toEqual([
      "'self'",
      "https://substackapi.com",
      "https://stats.artist.example",
    ]);
    expect(directive(policy, "connect-src")).toEqual([
      "'self'",
      "https://substackapi.com",
      "https://stats.artist.example",
    ]);
    for (const name of ["img-src", "frame-src", "style-src", "form-action"]) {
      expect(directive(policy, name), name).not.toContain("https://stats.artist.example");
    }
  });
});
