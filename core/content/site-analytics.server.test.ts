import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { contentFixtureForEachTest } from "../../tests/fixtures/content-fixture.ts";
import { loadSite } from "./site.server.ts";

const content = contentFixtureForEachTest();

function withAnalytics(analytics: unknown): void {
  const site = parse(readFileSync(join(content.dir, "site.yaml"), "utf8"));
  content.file("site.yaml", stringify({ ...site, analytics }));
}

function problem(): string {
  try {
    loadSite(content.dir);
  } catch (error) {
    return (error as Error).message.replace(`${content.dir}/`, "");
  }
  throw new Error("site.yaml loaded without a problem");
}

describe("visitor figures in site.yaml", () => {
  it("are off unless the site names a service", () => {
    expect(loadSite(content.dir)).not.toHaveProperty("analytics");
  });

  it("name the service's convention, its script and the site's id there", () => {
    const analytics = {
      provider: "plausible",
      scriptUrl: "https://plausible.io/js/script.js",
      siteId: "ada-fixture.example",
    };
    withAnalytics(analytics);
    expect(loadSite(content.dir).analytics).toEqual(analytics);
  });

  it("stop the build naming the field for an unknown service, a plain-http script or no id", () => {
    withAnalytics({ provider: "matomo", scriptUrl: "https://x.example/a.js", siteId: "1" });
    expect(problem()).toBe(
      'site.yaml: analytics.provider: unknown provider "matomo": use plausible or umami (or a service compatible with one of them)',
    );
    withAnalytics({ provider: "umami", scriptUrl: "http://x.example/a.js", siteId: "1" });
    expect(problem()).toBe(
      "site.yaml: analytics.scriptUrl: must be the full https:// address of the service's script",
    );
    withAnalytics({ provider: "umami", scriptUrl: "https://x.example/a.js" });
    expect(problem()).toBe(
      "site.yaml: analytics.siteId: must be the site's id at the service (Plausible: your domain)",
    );
  });
});
