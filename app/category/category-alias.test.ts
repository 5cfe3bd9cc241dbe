import { describe, expect, it } from "vitest";
import { aliasTarget } from "./category-alias.ts";

const categories = [
  { name: "Illustration and Print", slug: "illustration", aliases: ["illustration-and-print"] },
  { name: "Painting", slug: "painting", aliases: [] },
];

describe("aliasTarget", () => {
  it("finds the category an alias stands for", () => {
    expect(aliasTarget(categories, "illustration-and-print")).toBe("illustration");
  });

  it("finds nothing for an unknown slug", () => {
    expect(aliasTarget(categories, "sculpture")).toBeUndefined();
  });
});
