// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FeedState, mountFeedEmbed } from "./feed-embed.ts";

const scriptUrl = "https://substackapi.com/embeds/feed.js";
const config = { substackUrl: "noorellison.substack.com", posts: 3 };

let container: HTMLElement;
let states: FeedState[];

function mount(timeoutMs = 8000) {
  return mountFeedEmbed({
    container,
    scriptUrl,
    config,
    timeoutMs,
    onState: (s) => states.push(s),
  });
}

const feedScript = () => document.querySelector(`script[src="${scriptUrl}"]`);
// Mutation observers are called in a microtask queued when the page changed; a microtask
// queued after the change therefore runs once every observer has seen it.
const observersCalled = () => new Promise<void>((resolve) => queueMicrotask(resolve));

beforeEach(() => {
  container = document.createElement("div");
  container.id = "substack-feed-embed";
  document.body.append(container);
  states = [];
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
  document.head.replaceChildren();
});

describe("the newsletter feed embed", () => {
  it("sets the widget's configuration and adds its script", () => {
    const unmount = mount();
    expect(window.SubstackFeedWidget).toEqual(config);
    expect(feedScript()).not.toBeNull();
    unmount();
  });

  it("is ready once the widget has drawn into its container", async () => {
    const unmount = mount();
    container.append(document.createElement("article"));
    await observersCalled();
    expect(states).toEqual(["ready"]);
    unmount();
  });

  it("is unavailable when the script fails to load", () => {
    const unmount = mount();
    feedScript()?.dispatchEvent(new Event("error"));
    expect(states).toEqual(["unavailable"]);
    unmount();
  });

  it("is unavailable when nothing is drawn in time, and ready if the posts still come", async () => {
    vi.useFakeTimers();
    const unmount = mount(8000);
    vi.advanceTimersByTime(7999);
    expect(states).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(states).toEqual(["unavailable"]);
    vi.useRealTimers();
    container.append(document.createElement("div"));
    await observersCalled();
    expect(states).toEqual(["unavailable", "ready"]);
    unmount();
  });

  it("removes on leaving all it added: script, drawing, configuration, foreign resources and styles", async () => {
    const ownSheet = document.createElement("link");
    const unmount = mount();
    container.append(document.createElement("article"));
    const style = document.createElement("style");
    const foreignSheet = document.createElement("link");
    foreignSheet.setAttribute("href", "https://substackapi.com/embeds/feed.css");
    ownSheet.setAttribute("href", "/assets/route.css");
    document.head.append(style, foreignSheet, ownSheet);
    const pixel = document.createElement("img");
    pixel.setAttribute("src", "https://substackapi.com/embeds/pixel.gif");
    document.body.append(pixel);
    await observersCalled();

    unmount();
    expect(feedScript()).toBeNull();
    expect(container.childElementCount).toBe(0);
    expect(window.SubstackFeedWidget).toBeUndefined();
    expect(style.isConnected).toBe(false);
    expect(foreignSheet.isConnected).toBe(false);
    expect(pixel.isConnected).toBe(false);
    // The site's own additions stay.
    expect(ownSheet.isConnected).toBe(true);
  });

  it("leaves the canonical address the router writes while the feed is shown", async () => {
    const unmount = mount();
    const canonical = document.createElement("link");
    canonical.setAttribute("rel", "canonical");
    canonical.setAttribute("href", "https://noor-ellison.example/contact");
    document.head.append(canonical);
    await observersCalled();

    unmount();
    expect(canonical.isConnected).toBe(true);
  });
});
