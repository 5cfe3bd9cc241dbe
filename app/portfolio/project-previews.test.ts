import { describe, expect, it } from "vitest";
import { categoryPreviews } from "./project-previews.ts";

const project = (id: string, year: string, category: string, images = ["a", "b", "c", "d"]) => ({
  id,
  title: id,
  year,
  category,
  images,
});

describe("categoryPreviews", () => {
  it("keeps the category's projects, newest first by the first year given", () => {
    const projects = [
      project("old", "2019", "painting"),
      project("range", "2023/2025", "painting"),
      project("other", "2024", "photography"),
      project("new", "2024", "painting"),
    ];
    expect(categoryPreviews(projects, "painting", 3).map((p) => p.id)).toEqual([
      "new",
      "range",
      "old",
    ]);
  });

  it("keeps content order for projects of the same year", () => {
    const projects = [project("b", "2021", "x"), project("a", "2021", "x")];
    expect(categoryPreviews(projects, "x", 3).map((p) => p.id)).toEqual(["b", "a"]);
  });

  it("marks a draft, as only a preview's build has them, and no other project", () => {
    const previews = categoryPreviews(
      [{ ...project("d", "2026", "x"), draft: true as const }, project("p", "2020", "x")],
      "x",
      3,
    );
    expect(previews.map((preview) => preview.draft)).toEqual([true, undefined]);
    expect(previews[1]).not.toHaveProperty("draft");
  });

  it("shows at most the given number of images, the first ones", () => {
    const [preview] = categoryPreviews([project("p", "2020", "x")], "x", 3);
    expect(preview?.images).toEqual(["a", "b", "c"]);
  });
});
