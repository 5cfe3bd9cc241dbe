import { describe, expect, it } from "vitest";
import { resolveRequestPath } from "./resolve-path.ts";

describe("request path to build file", () => {
  it.each([
    ["/", "index.html"],
    ["/about", "about/index.html"],
    ["/category/painting", "category/painting/index.html"],
    ["/assets/entry-abc.js", "assets/entry-abc.js"],
    ["/about.data", "about.data"],
    ["/robots.txt", "robots.txt"],
  ])("%s is answered by %s", (path, file) => {
    expect(resolveRequestPath(path)).toEqual({ kind: "file", file });
  });

  it("a trailing slash redirects to the address without it", () => {
    expect(resolveRequestPath("/about/")).toEqual({ kind: "redirect", location: "/about" });
  });

  it.each([
    "/../etc/passwd",
    "/..%2f..%2fetc/passwd",
    "/assets/%2e%2e/%2e%2e/package.json",
    "/a%00.html",
    "/%E0%A4%A",
    "/assets\\..\\x",
    "/.env",
    "/.git/config",
  ])("%s is refused", (path) => {
    expect(resolveRequestPath(path)).toEqual({ kind: "invalid" });
  });
});
