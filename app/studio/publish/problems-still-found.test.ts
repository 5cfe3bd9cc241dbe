import { describe, expect, it } from "vitest";
import type { ProjectList, ProjectSummary } from "../../../core/studio/content-api.ts";
import type { BuildProblem } from "../../../core/studio/publish-api.ts";
import { fieldsWithProblems, problemsStillFound } from "./problems-still-found.ts";

function project(id: string, found: Partial<Pick<ProjectSummary, "problems" | "needed">>) {
  return {
    id,
    title: id,
    year: "2025",
    category: "painting",
    imageCount: 2,
    unpublished: true,
    draft: false,
    liveFrom: "",
    liveUntil: "",
    problems: found.problems ?? [],
    needed: found.needed ?? [],
  } satisfies ProjectSummary;
}

const list: ProjectList = {
  groups: [
    {
      category: { slug: "painting", name: "Painting" },
      projects: [
        project("harbour", { needed: [{ field: "images.1.alt", message: "needs alt text" }] }),
        project("mended", {}),
      ],
    },
  ],
  unsorted: [project("stray", { problems: [{ field: "category", message: "not listed" }] })],
  categories: [{ slug: "painting", name: "Painting" }],
};

const problem = (projectId: string | null, field: string | null): BuildProblem => ({
  path: projectId === null ? "about.md" : `projects/${projectId}/project.md`,
  projectId,
  field,
  text: "something is wrong",
});

describe("the problems that stopped the last publish, as the Studio finds the content now", () => {
  const found = fieldsWithProblems(list);

  it("keeps a project's field that still has a problem, to do now or before publishing", () => {
    expect(problemsStillFound([problem("harbour", "images.1.alt")], found)).toHaveLength(1);
    expect(problemsStillFound([problem("stray", "category")], found)).toHaveLength(1);
  });

  it("leaves out a field the artist has mended since, and a project removed since", () => {
    expect(problemsStillFound([problem("mended", "images.1.alt")], found)).toEqual([]);
    expect(problemsStillFound([problem("harbour", "title")], found)).toEqual([]);
    expect(problemsStillFound([problem("gone", "title")], found)).toEqual([]);
  });

  it("keeps what the Studio cannot check: a whole file, or a file outside the projects", () => {
    const unchecked = [problem("mended", null), problem(null, "text")];
    expect(problemsStillFound(unchecked, found)).toEqual(unchecked);
  });
});
