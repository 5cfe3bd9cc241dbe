import { describe, expect, it } from "vitest";
import type { ContentChange } from "../../../core/studio/publish-api.ts";
import { changedFilesInWords, changeLabel, changesInBrief } from "./change-words.ts";

function change(overrides: Partial<ContentChange>): ContentChange {
  return {
    subject: "project",
    projectId: "tide-marks",
    title: "Tide Marks",
    kind: "changed",
    files: [],
    ...overrides,
  };
}

describe("changes in the artist's words", () => {
  it("says what a new or removed project holds", () => {
    const added = change({
      kind: "added",
      files: [
        { path: "projects/tide-marks/01.jpg", kind: "added" },
        { path: "projects/tide-marks/02.png", kind: "added" },
        { path: "projects/tide-marks/film.mp4", kind: "added" },
        { path: "projects/tide-marks/project.md", kind: "added" },
      ],
    });
    expect(changeLabel(added)).toBe("New project");
    expect(changedFilesInWords(added)).toBe("its text and 2 pictures and 1 film");
    expect(changeLabel({ ...added, kind: "removed" })).toBe("Removed project");
  });

  it("says what changed in a project: its text, pictures added, replaced and removed", () => {
    const changed = change({
      files: [
        { path: "projects/tide-marks/03.jpg", kind: "changed" },
        { path: "projects/tide-marks/06.jpg", kind: "added" },
        { path: "projects/tide-marks/07.jpg", kind: "added" },
        { path: "projects/tide-marks/01.jpg", kind: "removed" },
        { path: "projects/tide-marks/project.md", kind: "changed" },
      ],
    });
    expect(changeLabel(changed)).toBe("Changed");
    expect(changedFilesInWords(changed)).toBe(
      "text changed; 1 picture replaced (03.jpg); 2 pictures added (06.jpg, 07.jpg); 1 picture removed (01.jpg)",
    );
  });

  it("says first what changed in who sees a project or in its sale", () => {
    const changed = change({
      files: [{ path: "projects/tide-marks/project.md", kind: "changed" }],
      notes: ["now private: opens only with its password", "marked sold"],
    });
    expect(changedFilesInWords(changed)).toBe(
      "now private: opens only with its password; marked sold; text changed",
    );
  });

  it("names the site's own files by what they hold", () => {
    const site = change({
      subject: "site",
      projectId: null,
      title: "Site settings",
      files: [{ path: "site.yaml", kind: "changed" }],
    });
    expect(changedFilesInWords(site)).toBe("settings changed");
    const home = change({
      subject: "home",
      projectId: null,
      title: "Home slideshow",
      files: [
        { path: "home.yaml", kind: "changed" },
        { path: "home/slide-5.jpg", kind: "added" },
      ],
    });
    expect(changedFilesInWords(home)).toBe("list of slides changed; 1 picture added (slide-5.jpg)");
  });

  it("sums up a publish in one line", () => {
    expect(
      changesInBrief([
        change({ kind: "added" }),
        change({ subject: "about", projectId: null, title: "About page" }),
      ]),
    ).toBe("Tide Marks added, About page changed");
    expect(changesInBrief([])).toBe("no change to the content");
  });
});
