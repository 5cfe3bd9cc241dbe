import { describe, expect, it } from "vitest";
import { passwordNeeded } from "../../../server/private-projects/password-needed.ts";
import { buildProblems } from "../../../server/publish/build-problems.ts";
import { passwordInputId } from "../projects/ProjectPasswordSection.tsx";
import { elementIdOfField } from "../projects/project-form-merge.ts";
import { problemLink } from "./problem-link.ts";

describe("a link to what stopped a publish", () => {
  it("opens a private project without a password at the field where the Studio sets it", () => {
    const missing = passwordNeeded("sealed-room", "data");
    const [problem, ...more] = buildProblems(
      `content/projects/sealed-room/project.md: ${missing.field}: ${missing.message}`,
      `${process.cwd()}/content`,
    );
    expect(more).toEqual([]);
    if (!problem) throw new Error("no problem was found");
    expect(problemLink(problem)).toBe("/studio/projects/sealed-room?field=password");
    expect(elementIdOfField("password", [])).toBe(passwordInputId);
  });

  it("names no screen for a problem outside a project", () => {
    expect(
      problemLink({ path: "site.yaml", projectId: null, field: "name", text: "Required" }),
    ).toBe(undefined);
  });
});
