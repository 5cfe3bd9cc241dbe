// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnalyticsSettings } from "../../app/content/site-schema.ts";
import { addAnalyticsTag, compileAnalyticsLoader } from "./analytics-tag.ts";

const plausible: AnalyticsSettings = {
  provider: "plausible",
  scriptUrl: "https://plausible.io/js/script.js",
  siteId: "artist.example",
};
const page =
  '<!DOCTYPE html><html lang="en"><head><title>About</title></head><body><main>About</main></body></html>';

let loader: string;
beforeAll(async () => {
  loader = await compileAnalyticsLoader();
});

/** The inline scripts of a page, run as the browser runs them. */
function runInlineScripts(html: string): void {
  for (const [, code] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) new Function(code ?? "")();
}

function pageIs(readyState: DocumentReadyState) {
  Object.defineProperty(document, "readyState", { value: readyState, configurable: true });
}

const scripts = () => [...document.head.querySelectorAll("script")];

beforeEach(() => {
  vi.useFakeTimers();
  // The timer stands in for the browser's idle callback.
  vi.stubGlobal("requestIdleCallback", undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, "readyState");
  for (const script of scripts()) script.remove();
});

describe("the analytics tag a page gets when site.yaml names a service", () => {
  it("is one inline script at the end of the head", () => {
    const tagged = addAnalyticsTag(page, loader, plausible);
    expect(tagged.match(/<script>/g)).toHaveLength(1);
    expect(tagged).toMatch(/<script>function loadAnalytics\(.*\);<\/script><\/head>/);
    expect(tagged.replace(/<script>.*<\/script>/, "")).toBe(page);
  });

  it("cannot be broken out of by the settings' text", () => {
    const tagged = addAnalyticsTag(page, loader, { ...plausible, siteId: "</script><b>" });
    expect(tagged).not.toContain("</script><b>");
    expect(tagged).toContain("\\u003c/script>\\u003cb>");
  });

  it("needs a page with a head", () => {
    expect(() => addAnalyticsTag("<p>no head</p>", loader, plausible)).toThrow(/no <\/head>/);
  });
});

describe("the inlined loader, run as the browser runs it", () => {
  it("adds the service's script only after the page's load event, then exactly once", () => {
    pageIs("interactive");
    runInlineScripts(addAnalyticsTag(page, loader, plausible));
    vi.advanceTimersByTime(60_000);
    expect(scripts()).toEqual([]);
    window.dispatchEvent(new Event("load"));
    expect(scripts()).toEqual([]);
    vi.advanceTimersByTime(200);
    const [script, ...more] = scripts();
    expect(more).toEqual([]);
    expect(script?.src).toBe("https://plausible.io/js/script.js");
    expect(script?.defer).toBe(true);
    expect(script?.getAttribute("data-domain")).toBe("artist.example");
  });

  it("adds nothing more when it runs again", () => {
    pageIs("complete");
    runInlineScripts(addAnalyticsTag(page, loader, plausible));
    runInlineScripts(addAnalyticsTag(page, loader, plausible));
    vi.advanceTimersByTime(1000);
    expect(scripts()).toHaveLength(1);
  });

  it("tells an Umami script its website id the way Umami reads it", () => {
    pageIs("complete");
    const umami: AnalyticsSettings = {
      provider: "umami",
      scriptUrl: "https://stats.artist.example/script.js",
      siteId: "94db1cb1-74f4-4a40-ad6c-962362670409",
    };
    runInlineScripts(addAnalyticsTag(page, loader, umami));
    vi.advanceTimersByTime(200);
    const [script] = scripts();
    expect(script?.getAttribute("data-website-id")).toBe(umami.siteId);
    expect(script?.hasAttribute("data-domain")).toBe(false);
  });
});
