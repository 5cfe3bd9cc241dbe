import { describe, expect, it } from "vitest";
import { contentFixtureForEachTest, projectFields } from "../../tests/fixtures/content-fixture.ts";
import { contentMedia } from "./content-images.server.ts";

const content = contentFixtureForEachTest();

describe("the images the site shows, and where", () => {
  it("encodes a project's first three images for previews and category cells, all of them for grid and lightbox, the first and the first slide for link previews", () => {
    const files = ["01.jpg", "02.jpg", "03.jpg", "04.jpg", "placeholder.jpg"];
    content.project(
      "tide-lines",
      projectFields({ images: files.map((file) => ({ file, alt: `Image ${file}.` })) }),
    );
    for (const file of files.slice(0, 4)) content.file(`projects/tide-lines/${file}`);

    const { images } = contentMedia(content.dir);
    expect(images).toEqual([
      { path: "projects/tide-lines/01.jpg", usages: ["preview", "cell", "tile", "full", "share"] },
      { path: "projects/tide-lines/02.jpg", usages: ["preview", "cell", "tile", "full"] },
      { path: "projects/tide-lines/03.jpg", usages: ["preview", "cell", "tile", "full"] },
      { path: "projects/tide-lines/04.jpg", usages: ["cell", "full"] },
      { path: "home/slide-1.jpg", usages: ["full", "share"] },
      { path: "about/portrait.jpg", usages: ["portrait"] },
    ]);
  });

  it("hands a picture's focal point to the build, which crops around it", () => {
    content.project(
      "tide-lines",
      projectFields({ images: [{ file: "01.jpg", alt: "A tide line.", focus: "10% 90%" }] }),
    );
    expect(contentMedia(content.dir).images[0]).toEqual({
      path: "projects/tide-lines/01.jpg",
      usages: ["preview", "cell", "tile", "full", "share"],
      focus: { x: 10, y: 90 },
    });
  });

  it("lists a video project's film as a file and its poster as a full-screen image", () => {
    content.project(
      "tide-lines",
      projectFields({ type: "video", video: "film.mp4", poster: "poster.jpg" }),
    );
    content.file("projects/tide-lines/film.mp4", "film");
    content.file("projects/tide-lines/poster.jpg");
    const media = contentMedia(content.dir);
    expect(media.files).toEqual(["projects/tide-lines/film.mp4"]);
    expect(media.images).toContainEqual({
      path: "projects/tide-lines/poster.jpg",
      usages: ["full"],
    });
  });

  it("validates the whole content folder first", () => {
    content.project("tide-lines", projectFields({ category: "sculpture" }));
    expect(() => contentMedia(content.dir)).toThrow(/category: unknown category "sculpture"/);
  });

  it("stops at a slide of the home slideshow that shows a private project's picture", () => {
    content.project("self", projectFields({ title: "Self", visibility: "private" }));
    content.file("projects/self/01.jpg");
    content.file(
      "home.yaml",
      "slides:\n  - file: projects/self/01.jpg\n    alt: A self-portrait.\n",
    );
    expect(() => contentMedia(content.dir)).toThrow(
      /home\.yaml: slides\.0\.file: is a picture of the private project self/,
    );
  });
});
