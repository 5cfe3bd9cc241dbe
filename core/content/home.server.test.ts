import { describe, expect, it } from "vitest";
import { contentFixtureForEachTest, projectFields } from "../../tests/fixtures/content-fixture.ts";
import { loadHomeSlides } from "./home.server.ts";

const content = contentFixtureForEachTest();

describe("home slides", () => {
  it("lists the slides in order with their alt text", () => {
    content.file(
      "home.yaml",
      "slides:\n  - file: home/b.jpg\n    alt: B.\n  - file: home/a.jpg\n    alt: A.\n",
    );
    content.file("home/a.jpg");
    content.file("home/b.jpg");
    expect(loadHomeSlides(content.dir)).toEqual([
      { path: "home/b.jpg", alt: "B." },
      { path: "home/a.jpg", alt: "A." },
    ]);
  });

  it("reads a slide's focal point, written in home.yaml as two percentages", () => {
    content.file("home.yaml", "slides:\n  - file: home/a.jpg\n    alt: A.\n    focus: 20% 40%\n");
    content.file("home/a.jpg");
    expect(loadHomeSlides(content.dir)).toEqual([
      { path: "home/a.jpg", alt: "A.", focus: { x: 20, y: 40 } },
    ]);
  });

  it("fails on a slide without alt text, naming the file and field", () => {
    content.file("home.yaml", "slides:\n  - file: home/slide-1.jpg\n");
    expect(() => loadHomeSlides(content.dir)).toThrow(
      `${content.dir}/home.yaml: slides.0.alt: every image needs alt text`,
    );
  });

  it("fails on a slide whose image file is missing", () => {
    content.file("home.yaml", "slides:\n  - file: home/slide-9.jpg\n    alt: Nine.\n");
    expect(() => loadHomeSlides(content.dir)).toThrow(
      `${content.dir}/home.yaml: slides.0.file: no file "home/slide-9.jpg" in ${content.dir}`,
    );
  });

  it("fails on a slide that shows a picture of a private project, naming the file and field", () => {
    content.project("self", projectFields({ visibility: "private" }));
    content.file("projects/self/01.jpg");
    content.file(
      "home.yaml",
      "slides:\n  - file: projects/self/01.jpg\n    alt: A self-portrait.\n",
    );
    expect(() => loadHomeSlides(content.dir, new Set(["self"]))).toThrow(
      `${content.dir}/home.yaml: slides.0.file: is a picture of the private project self, and the home page is public`,
    );
  });
});
