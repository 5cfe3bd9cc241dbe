import { describe, expect, it } from "vitest";
import { contentFixtureForEachTest, projectFields } from "../../tests/fixtures/content-fixture.ts";
import { draftProjectIds, draftsInBuild } from "./drafts.server.ts";
import { loadProjects } from "./projects.server.ts";

const content = contentFixtureForEachTest();

/** A new project as the Studio starts one: a draft, its picture not described yet. */
function unfinishedDraft(id: string) {
  content.project(id, projectFields({ draft: true, images: [{ file: "01.jpg" }] }));
  content.file(`projects/${id}/01.jpg`);
}

describe("drafts", () => {
  it("takes a project marked draft: true for a draft, and one without the field for ready", () => {
    content.project("harbour", projectFields({ draft: true }));
    content.file("projects/harbour/01.jpg");
    content.project("quay", projectFields({ draft: false }));
    content.file("projects/quay/01.jpg");
    expect(draftProjectIds(content.dir)).toEqual(["harbour"]);
  });

  it("refuses a draft: that is not true or false, naming the file and what to write", () => {
    content.project("harbour", projectFields({ draft: "yes" }));
    expect(() => draftProjectIds(content.dir)).toThrow(
      /projects\/harbour\/project\.md: draft: must be true or false, not "yes": draft: true keeps the project off the site/,
    );
  });

  it("leaves every draft out of a publish, however complete", () => {
    unfinishedDraft("harbour");
    content.project("quay", projectFields({ draft: true }));
    content.file("projects/quay/01.jpg");
    const { shown, leftOut } = draftsInBuild(content.dir, false);
    expect(shown).toEqual([]);
    expect(leftOut.map(({ id }) => id)).toEqual(["harbour", "quay"]);
  });

  it("shows a preview the complete drafts and leaves out the unfinished ones with the reason", () => {
    unfinishedDraft("harbour");
    content.project("quay", projectFields({ draft: true }));
    content.file("projects/quay/01.jpg");
    const { shown, leftOut } = draftsInBuild(content.dir, true);
    expect(shown).toEqual(["quay"]);
    expect(leftOut).toEqual([
      {
        id: "harbour",
        reason: expect.stringContaining("images.0.alt: every image needs alt text"),
      },
    ]);
  });

  it("marks a draft the build reads (a preview's) as a draft, and a ready project not at all", () => {
    content.project("quay", projectFields({ draft: true }));
    content.file("projects/quay/01.jpg");
    const [quay, tideLines] = loadProjects(content.dir);
    expect(quay).toMatchObject({ id: "quay", draft: true });
    expect(tideLines).not.toHaveProperty("draft");
  });
});
