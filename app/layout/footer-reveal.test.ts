import { describe, expect, it } from "vitest";
import { isFooterRevealed } from "./footer-reveal.ts";

const phone = { viewportWidth: 375, viewportHeight: 667 };

describe("when the footer shows", () => {
  it("always shows from 768 px wide, wherever the page is scrolled", () => {
    expect(
      isFooterRevealed({ viewportWidth: 768, viewportHeight: 800, scrollY: 0, scrollHeight: 5000 }),
    ).toBe(true);
  });

  it("on a phone, hides until the page is scrolled within 50 px of the bottom", () => {
    const page = { ...phone, scrollHeight: 2000 };
    expect(isFooterRevealed({ ...page, scrollY: 0 })).toBe(false);
    expect(isFooterRevealed({ ...page, scrollY: 2000 - 667 - 51 })).toBe(false);
    expect(isFooterRevealed({ ...page, scrollY: 2000 - 667 - 50 })).toBe(true);
    expect(isFooterRevealed({ ...page, scrollY: 2000 - 667 })).toBe(true);
  });

  it("on a phone, shows on a page too short to scroll", () => {
    expect(isFooterRevealed({ ...phone, scrollY: 0, scrollHeight: 667 })).toBe(true);
  });
});
