import { describe, expect, it } from "vitest";
import { notesByFile } from "./notes-by-file.ts";

const images = [{ file: "01.jpg" }, { file: "02.jpg" }];

describe("what is said of a list's pictures", () => {
  it("finds the picture a problem is about by its place in the list it was found in", () => {
    const notes = notesByFile(
      [
        { field: "images.1.alt", message: "every image needs alt text" },
        { field: "images.0.file", message: 'no file "01.jpg"' },
        { field: "title", message: "the title must not be empty" },
      ],
      "images",
      images,
    );
    expect([...notes]).toEqual([
      ["02.jpg alt", "every image needs alt text"],
      ["01.jpg file", 'no file "01.jpg"'],
    ]);
  });

  it("reads only its own list's problems, and keeps a field's first", () => {
    const notes = notesByFile(
      [
        { field: "slides.0.alt", message: "every slide needs alt text" },
        { field: "slides.0.alt", message: "a second word on it" },
        { field: "images.1.alt", message: "not a slide" },
        { field: "slides.5.alt", message: "no such slide" },
      ],
      "slides",
      [{ file: "home/01.jpg" }, { file: "home/02.jpg" }],
    );
    expect([...notes]).toEqual([["home/01.jpg alt", "every slide needs alt text"]]);
  });
});
