import { describe, expect, it } from "vitest";
import { isCurrentPath, isPortfolioPath, normalizePathname } from "./active-section.ts";

describe("which header link is highlighted", () => {
  it("a link is current on its own page, with or without a trailing slash", () => {
    expect(isCurrentPath("/blog", "/blog")).toBe(true);
    expect(isCurrentPath("/blog/", "/blog")).toBe(true);
    expect(isCurrentPath("/blog/post", "/blog")).toBe(false);
    expect(isCurrentPath("/", "/")).toBe(true);
    expect(normalizePathname("/")).toBe("/");
  });

  it.each([
    "/portfolio",
    "/portfolio/",
    "/category/painting",
    "/project/super-cats",
    "/project/unknown",
  ])("Portfolio is highlighted on %s", (path) => expect(isPortfolioPath(path)).toBe(true));

  it.each(["/", "/about", "/blog", "/portfolios", "/projects", "/contact"])(
    "Portfolio is not highlighted on %s",
    (path) => expect(isPortfolioPath(path)).toBe(false),
  );
});
