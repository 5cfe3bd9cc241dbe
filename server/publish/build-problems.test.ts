import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildProblems } from "./build-problems.ts";

const contentDir = join(process.cwd(), "content");

describe("locating what stopped a build", () => {
  it("finds the project and field of each content problem", () => {
    expect(
      buildProblems(
        "content/projects/tide-marks/project.md: images.1.alt: every image needs alt text; year: Required",
        contentDir,
      ),
    ).toEqual([
      {
        path: "projects/tide-marks/project.md",
        projectId: "tide-marks",
        field: "images.1.alt",
        text: "every image needs alt text",
      },
      {
        path: "projects/tide-marks/project.md",
        projectId: "tide-marks",
        field: "year",
        text: "Required",
      },
    ]);
  });

  it("keeps a problem whole when its own words hold a semicolon", () => {
    const [problem, ...more] = buildProblems(
      'content/projects/a/project.md: category: unknown category "x"; use one of painting, illustration (content/categories.yaml)',
      contentDir,
    );
    expect(more).toEqual([]);
    expect(problem).toMatchObject({
      field: "category",
      text: 'unknown category "x"; use one of painting, illustration (content/categories.yaml)',
    });
  });

  it("names the file alone when the problem is the whole file, also outside projects", () => {
    expect(buildProblems("content/home.yaml: (file): must be an object", contentDir)).toEqual([
      { path: "home.yaml", projectId: null, field: null, text: "must be an object" },
    ]);
    expect(
      buildProblems(
        "content/projects/b/project.md: the frontmatter is not valid YAML: bad indentation (line 3, column 2)",
        contentDir,
      ),
    ).toEqual([
      {
        path: "projects/b/project.md",
        projectId: "b",
        field: null,
        text: "the frontmatter is not valid YAML: bad indentation (line 3, column 2)",
      },
    ]);
  });

  it("gives any other failure as it is, without a place", () => {
    const message = "react-router build failed (exit 1):\nError: out of memory";
    expect(buildProblems(message, contentDir)).toEqual([
      { path: null, projectId: null, field: null, text: message },
    ]);
  });
});
