import { describe, expect, it } from "vitest";
import type { ProjectList, ProjectSummary } from "../../../core/studio/content-api.ts";
import { draftsOf, neededByProject } from "./needed-before-publishing.ts";

const altNeeded = [{ field: "images.0.alt", message: "every image needs alt text" }];

function project(id: string, draft: boolean, needed = altNeeded): ProjectSummary {
  return {
    id,
    title: id,
    year: "2026",
    category: "painting",
    imageCount: 1,
    unpublished: true,
    draft,
    liveFrom: "",
    liveUntil: "",
    problems: [],
    needed,
  };
}

const list: ProjectList = {
  groups: [
    {
      category: { slug: "painting", name: "Painting" },
      projects: [project("harbour", true), project("quay", false), project("salt", true, [])],
    },
  ],
  unsorted: [],
  categories: [{ slug: "painting", name: "Painting" }],
};

describe("what holds a publish up, and the drafts apart", () => {
  it("holds a publish up by a ready project's things to do, never by a draft's", () => {
    expect(neededByProject(list)).toEqual({ quay: altNeeded });
  });

  it("lists the drafts, complete or not, in the list's order", () => {
    expect(draftsOf(list).map((draft) => draft.id)).toEqual(["harbour", "salt"]);
  });
});
