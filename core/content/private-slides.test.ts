import { describe, expect, it } from "vitest";
import {
  privateSlideProblems,
  projectOfContentPath,
  slideshowShowsPrivateProject,
} from "./private-slides.ts";

describe("a private project's pictures and the home slideshow", () => {
  it("finds the project a content path lies in", () => {
    expect(projectOfContentPath("projects/self/01.jpg")).toBe("self");
    expect(projectOfContentPath("./projects/self/sketches/02.png")).toBe("self");
    expect(projectOfContentPath("projects/./Self//01.jpg")).toBe("self");
    expect(projectOfContentPath("projects\\self\\01.jpg")).toBe("self");
    expect(projectOfContentPath("home/slide-1.jpg")).toBeUndefined();
    expect(projectOfContentPath("projects/01.jpg")).toBeUndefined();
  });

  it("names each slide that shows a private project's picture, by its field", () => {
    const slides = [
      { file: "home/slide-1.jpg" },
      { file: "projects/open/01.jpg" },
      { file: "projects/self/02.jpg" },
    ];
    expect(privateSlideProblems(slides, new Set(["self"]))).toEqual([
      {
        field: "slides.2.file",
        message:
          "is a picture of the private project self, and the home page is public: choose a picture of another project, or make self public first",
      },
    ]);
    expect(privateSlideProblems(slides, new Set())).toEqual([]);
  });

  it("says which of a project's pictures the slideshow shows before it can be private", () => {
    const slides = [{ file: "projects/self/01.jpg" }, { file: "projects/self/03.jpg" }];
    expect(slideshowShowsPrivateProject("self", slides)).toEqual({
      field: "visibility",
      message:
        "the home slideshow shows its pictures 01.jpg, 03.jpg, and the home page is public: take them out of the slideshow first",
    });
    expect(slideshowShowsPrivateProject("open", slides)).toBeUndefined();
  });
});
