// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnalyticsSettings } from "../content/site-schema.ts";
import { addAnalyticsScript, loadAnalyticsAfterPageLoad } from "./analytics-script.ts";
import { useAnalytics } from "./use-analytics.ts";

const plausible: AnalyticsSettings = {
  provider: "plausible",
  scriptUrl: "https://plausible.io/js/script.js",
  siteId: "artist.example",
};

function pageIs(readyState: DocumentReadyState) {
  Object.defineProperty(document, "readyState", { value: readyState, configurable: true });
}

const scripts = () => [...document.querySelectorAll("script")];

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

describe("the analytics script", () => {
  it("is the service's script, deferred, told the site's id the way the service reads it", () => {
    const script = addAnalyticsScript(document, plausible);
    expect(script.src).toBe("https://plausible.io/js/script.js");
    expect(script.defer).toBe(true);
    expect(script.getAttribute("data-domain")).toBe("artist.example");
    const umami = addAnalyticsScript(document.implementation.createHTMLDocument(), {
      provider: "umami",
      scriptUrl: "https://stats.artist.example/script.js",
      siteId: "94db1cb1-74f4-4a40-ad6c-962362670409",
    });
    expect(umami.getAttribute("data-website-id")).toBe("94db1cb1-74f4-4a40-ad6c-962362670409");
    expect(umami.hasAttribute("data-domain")).toBe(false);
  });

  it("is added once, however often it is asked for", () => {
    addAnalyticsScript(document, plausible);
    addAnalyticsScript(document, plausible);
    expect(scripts()).toHaveLength(1);
  });

  it("loads only after the page's load event, then exactly once", () => {
    pageIs("interactive");
    loadAnalyticsAfterPageLoad(plausible);
    vi.advanceTimersByTime(60_000);
    expect(scripts()).toEqual([]);
    window.dispatchEvent(new Event("load"));
    expect(scripts()).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(scripts().map((script) => script.src)).toEqual(["https://plausible.io/js/script.js"]);
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(1000);
    expect(scripts()).toHaveLength(1);
  });

  it("never loads once cancelled", () => {
    pageIs("loading");
    loadAnalyticsAfterPageLoad(plausible)();
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(1000);
    expect(scripts()).toEqual([]);
  });
});

describe("the site's visitor figures", () => {
  it("load nothing at all when site.yaml names no service", () => {
    pageIs("complete");
    const append = vi.spyOn(document.head, "append");
    renderHook(() => useAnalytics(undefined));
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(60_000);
    expect(append).not.toHaveBeenCalled();
    expect(scripts()).toEqual([]);
  });

  it("load the named service's script once the page has loaded, across re-renders", () => {
    pageIs("loading");
    const { rerender } = renderHook(() => useAnalytics({ ...plausible }));
    rerender();
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(200);
    rerender();
    vi.advanceTimersByTime(200);
    expect(scripts().map((script) => script.src)).toEqual(["https://plausible.io/js/script.js"]);
  });
});
