// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnalyticsSettings } from "../../core/content/site-schema.ts";
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
    expect(tagged).toMatch(/<script>function sendPageView\(.*\);<\/script><\/head>/);
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

describe("the inlined page view sender, run as the browser runs it", () => {
  type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

  function sent(fetcher: ReturnType<typeof vi.fn<Fetcher>>) {
    return fetcher.mock.calls.map(([url, init]) => ({
      url,
      method: init.method,
      type: new Headers(init.headers).get("Content-Type"),
      credentials: init.credentials,
      body: JSON.parse(String(init.body)),
    }));
  }

  it("sends one page view to Plausible's event API after the page's load event, and loads no script", () => {
    const fetcher = vi.fn<Fetcher>(() => Promise.resolve(new Response(null, { status: 202 })));
    vi.stubGlobal("fetch", fetcher);
    pageIs("interactive");
    runInlineScripts(addAnalyticsTag(page, loader, plausible));
    vi.advanceTimersByTime(60_000);
    expect(fetcher).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(200);
    expect(sent(fetcher)).toEqual([
      {
        url: "https://plausible.io/api/event",
        method: "POST",
        type: "text/plain",
        credentials: "omit",
        body: { name: "pageview", url: location.href, domain: "artist.example", referrer: null },
      },
    ]);
    expect(scripts()).toEqual([]);
  });

  it("sends an Umami page view with its website id, the way Umami's API reads it", () => {
    const fetcher = vi.fn<Fetcher>(() => Promise.resolve(new Response(null, { status: 200 })));
    vi.stubGlobal("fetch", fetcher);
    pageIs("complete");
    const umami: AnalyticsSettings = {
      provider: "umami",
      scriptUrl: "https://stats.artist.example/script.js",
      siteId: "94db1cb1-74f4-4a40-ad6c-962362670409",
    };
    runInlineScripts(addAnalyticsTag(page, loader, umami));
    vi.advanceTimersByTime(200);
    const [view] = sent(fetcher);
    expect(view).toMatchObject({
      url: "https://stats.artist.example/api/send",
      type: "application/json",
      body: { type: "event", payload: { website: umami.siteId, hostname: location.hostname } },
    });
  });
});
