import { describe, expect, it, vi } from "vitest";
import { openInNewTab } from "./open-in-new-tab.ts";

describe("opening a new tab", () => {
  it("opens the address in a blank target and cuts the new tab off from this page", () => {
    const tab = { opener: "this page" as unknown };
    const open = vi.fn(() => tab);
    expect(openInNewTab("https://news.example/subscribe?email=x", open)).toBe(true);
    expect(open).toHaveBeenCalledWith("https://news.example/subscribe?email=x", "_blank");
    expect(tab.opener).toBeNull();
  });

  it("reports a tab the browser blocked", () => {
    expect(openInNewTab("https://news.example/", () => null)).toBe(false);
  });

  it("lets an error of the browser through", () => {
    const open = () => {
      throw new Error("not allowed");
    };
    expect(() => openInNewTab("https://news.example/", open)).toThrow("not allowed");
  });
});
