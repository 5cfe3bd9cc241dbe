// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterPageLoad } from "./after-page-load.ts";

function pageIs(readyState: DocumentReadyState) {
  Object.defineProperty(document, "readyState", { value: readyState, configurable: true });
}

describe("a task deferred until the page has loaded", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The timer stands in for the browser's idle callback.
    vi.stubGlobal("requestIdleCallback", undefined);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, "readyState");
  });

  it("does not run while the page is still loading, however long that takes", () => {
    pageIs("interactive");
    const task = vi.fn();
    afterPageLoad(task);
    vi.advanceTimersByTime(60_000);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledOnce();
  });

  it("runs soon on a page that has loaded already", () => {
    pageIs("complete");
    const task = vi.fn();
    afterPageLoad(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledOnce();
  });

  it("never runs once cancelled, before or after the load event", () => {
    pageIs("loading");
    const beforeLoad = vi.fn();
    afterPageLoad(beforeLoad)();
    const afterLoad = vi.fn();
    const cancel = afterPageLoad(afterLoad);
    window.dispatchEvent(new Event("load"));
    cancel();
    vi.advanceTimersByTime(1000);
    expect(beforeLoad).not.toHaveBeenCalled();
    expect(afterLoad).not.toHaveBeenCalled();
  });
});
