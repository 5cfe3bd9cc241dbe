import { describe, expect, it } from "vitest";
import { testSite } from "../../tests/fixtures/test-site.ts";
import {
  feedFramePolicy,
  pagePolicy,
  siteCspSources,
  studioPolicy,
} from "./content-security-policy.ts";

function directive(policy: string, name: string): string[] {
  const found = policy.split("; ").find((part) => part === name || part.startsWith(`${name} `));
  return found?.split(" ").slice(1) ?? [];
}

const withAnalytics = {
  ...testSite,
  analytics: {
    provider: "umami" as const,
    scriptUrl: "https://stats.artist.example/script.js",
    siteId: "94db1cb1-74f4-4a40-ad6c-962362670409",
  },
};
const hash = "'sha256-abc'";

/** Every origin a policy names, whatever the directive. */
function origins(policy: string): string[] {
  return policy.split(/[ ;]+/).filter((word) => /^https?:/.test(word));
}

describe("a public page's policy", () => {
  it("runs no script from another origin, the feed's and the analytics service's included", () => {
    const policy = pagePolicy(siteCspSources(withAnalytics), [hash]);
    expect(directive(policy, "script-src")).toEqual(["'self'", hash]);
    expect(directive(policy, "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("lets the page send its page view to exactly the analytics service's host", () => {
    expect(directive(pagePolicy(siteCspSources(testSite), []), "connect-src")).toEqual(["'self'"]);
    expect(directive(pagePolicy(siteCspSources(withAnalytics), []), "connect-src")).toEqual([
      "'self'",
      "https://stats.artist.example",
    ]);
  });

  it("frames the site's own feed page and the video players, and is framed by nothing", () => {
    const policy = pagePolicy(siteCspSources(testSite), []);
    expect(directive(policy, "frame-src")).toEqual([
      "'self'",
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
    ]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
  });
});

describe("the Studio's policy", () => {
  it("names no other origin, whatever the site's settings", () => {
    const policy = studioPolicy([hash]);
    expect(origins(policy)).toEqual([]);
    expect(directive(policy, "script-src")).toEqual(["'self'", hash]);
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
    expect(directive(policy, "frame-src")).toEqual(["'none'"]);
  });
});

describe("the newsletter feed frame's policy", () => {
  const policy = feedFramePolicy(siteCspSources(withAnalytics), [hash]);

  it("sandboxes the page into an opaque origin of its own, even opened on its own", () => {
    expect(directive(policy, "sandbox")).toEqual(["allow-scripts"]);
    expect(directive(policy, "sandbox")).not.toContain("allow-same-origin");
  });

  it("runs the platform's script and its own starter, and reaches only the platform", () => {
    expect(directive(policy, "script-src")).toEqual([hash, "https://substackapi.com"]);
    expect(directive(policy, "connect-src")).toEqual(["https://substackapi.com"]);
    expect(policy).not.toContain("stats.artist.example");
    expect(directive(policy, "frame-ancestors")).toEqual(["'self'"]);
  });
});
