import { rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentFixtureForEachTest, projectFields } from "../../tests/fixtures/content-fixture.ts";
import { ContentError } from "./content-error.server.ts";
import { loadProjects } from "./projects.server.ts";

const content = contentFixtureForEachTest();

/** The one line the build prints for the first content problem. */
function problem(): string {
  try {
    loadProjects(content.dir);
  } catch (error) {
    if (error instanceof ContentError) return error.message.replace(`${content.dir}/`, "");
    throw error;
  }
  throw new Error("the content loaded without a problem");
}

describe("loading projects", () => {
  it("reads a project folder into a project with its id, defaults and description", () => {
    expect(loadProjects(content.dir)).toEqual([
      {
        id: "tide-lines",
        title: "Tide Lines",
        year: "2022",
        category: "painting",
        type: "image",
        description: "First line.\nSecond line.",
        layout: { columns: 2, bordered: false },
        images: [
          { path: "projects/tide-lines/01.jpg", alt: "A blue tide line across a sheet of paper." },
        ],
      },
    ]);
  });

  it("lists projects in folder-name order", () => {
    content.project("aquatica", projectFields());
    content.file("projects/aquatica/01.jpg");
    content.project("zephyr", projectFields());
    content.file("projects/zephyr/01.jpg");
    expect(loadProjects(content.dir).map((project) => project.id)).toEqual([
      "aquatica",
      "tide-lines",
      "zephyr",
    ]);
  });

  it("reads every field of the format: medium, dimensions, layout, a year range", () => {
    content.project(
      "tide-lines",
      projectFields({
        year: "2023/2025",
        medium: "Acrylic on paper",
        dimensions: "A2",
        layout: { columns: 3, bordered: true },
      }),
    );
    const [project] = loadProjects(content.dir);
    expect(project).toMatchObject({
      year: "2023/2025",
      medium: "Acrylic on paper",
      dimensions: "A2",
      layout: { columns: 3, bordered: true },
    });
  });

  it("accepts an unquoted year, which YAML reads as a number", () => {
    content.project(
      "tide-lines",
      `---\n${"title: Tide Lines\nyear: 2019\ncategory: painting\ntype: image\nimages:\n  - file: 01.jpg\n    alt: A tide line.\n"}---\n`,
    );
    expect(loadProjects(content.dir)[0]?.year).toBe("2019");
  });

  it("derives the privacy-enhanced player of a hybrid project's video address", () => {
    content.project(
      "tide-lines",
      projectFields({ type: "hybrid", videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }),
    );
    expect(loadProjects(content.dir)[0]?.externalVideo).toEqual({
      provider: "youtube",
      id: "dQw4w9WgXcQ",
      watchUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
  });

  it("reads a video project's file and poster", () => {
    content.project(
      "tide-lines",
      projectFields({ type: "video", video: "film.mp4", poster: "01.jpg" }),
    );
    content.file("projects/tide-lines/film.mp4", "not really a film");
    expect(loadProjects(content.dir)[0]?.video).toEqual({
      path: "projects/tide-lines/film.mp4",
      poster: "projects/tide-lines/01.jpg",
    });
  });

  it("does not require an image whose path contains 'placeholder' to exist", () => {
    content.project(
      "tide-lines",
      projectFields({ images: [{ file: "placeholder-1.jpg", alt: "Not photographed yet." }] }),
    );
    expect(loadProjects(content.dir)[0]?.images).toEqual([
      { path: "projects/tide-lines/placeholder-1.jpg", alt: "Not photographed yet." },
    ]);
  });

  it("reads a picture's focal point, written as two percentages", () => {
    content.project(
      "tide-lines",
      projectFields({ images: [{ file: "01.jpg", alt: "A tide line.", focus: "30% 70%" }] }),
    );
    expect(loadProjects(content.dir)[0]?.images).toEqual([
      { path: "projects/tide-lines/01.jpg", alt: "A tide line.", focus: { x: 30, y: 70 } },
    ]);
  });

  it("has no projects when there is no projects folder yet", () => {
    rmSync(join(content.dir, "projects"), { recursive: true });
    expect(loadProjects(content.dir)).toEqual([]);
  });
});

describe("content errors name the file, the field and the problem", () => {
  it("malformed YAML", () => {
    content.project(
      "tide-lines",
      "---\ntitle: Tide Lines\nyear: [2022\ncategory: painting\n---\nText.\n",
    );
    expect(problem()).toBe(
      "projects/tide-lines/project.md: the frontmatter is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ] (line 4, column 1)",
    );
  });

  it("a file without its frontmatter block", () => {
    content.project("tide-lines", "title: Tide Lines\n");
    expect(problem()).toBe(
      "projects/tide-lines/project.md: must start with a frontmatter block between two '---' lines",
    );
  });

  it("an unknown category", () => {
    content.project("tide-lines", projectFields({ category: "sculpture" }));
    expect(problem()).toBe(
      'projects/tide-lines/project.md: category: unknown category "sculpture"; use one of illustration, painting (content/categories.yaml)',
    );
  });

  it("a duplicate id: two folders whose names differ only in case", () => {
    content.project("Tide-Lines", projectFields());
    expect(problem()).toMatch(
      /^projects\/tide-lines: the project id "tide-lines" is already used by .*projects\/Tide-Lines; every project needs its own folder name$/,
    );
  });

  it("a folder name that is not a lower-case slug", () => {
    content.project("Night Swim", projectFields());
    expect(problem()).toBe(
      "projects/Night Swim: a project folder's name is its address and must be lower-case words joined by hyphens, such as super-cats",
    );
  });

  it("a folder without project.md", () => {
    content.file("projects/new-work/01.jpg");
    expect(problem()).toBe(
      "projects/new-work/project.md: the file is missing: every project folder needs a project.md",
    );
  });

  it("a missing image file", () => {
    content.project(
      "tide-lines",
      projectFields({
        images: [
          { file: "01.jpg", alt: "One." },
          { file: "02.jpg", alt: "Two." },
        ],
      }),
    );
    expect(problem()).toMatch(
      /^projects\/tide-lines\/project\.md: images\.1\.file: no file "02\.jpg" in .*projects\/tide-lines$/,
    );
  });

  it("an image file named in another case than on disk", () => {
    content.project("tide-lines", projectFields({ images: [{ file: "01.JPG", alt: "One." }] }));
    expect(problem()).toBe(
      'projects/tide-lines/project.md: images.0.file: no file "01.JPG"; did you mean "01.jpg"? (upper and lower case matter)',
    );
  });

  it("an image without alt text", () => {
    content.project("tide-lines", projectFields({ images: [{ file: "01.jpg" }] }));
    expect(problem()).toBe(
      "projects/tide-lines/project.md: images.0.alt: every image needs alt text",
    );
  });

  it("a focal point outside the picture", () => {
    content.project(
      "tide-lines",
      projectFields({ images: [{ file: "01.jpg", alt: "A tide line.", focus: "30% 170%" }] }),
    );
    expect(problem()).toBe(
      'projects/tide-lines/project.md: images.0.focus: "30% 170%" goes past the picture: each percentage is from 0% to 100%, such as "30% 70%" (across, then down)',
    );
  });

  it("an image with empty alt text", () => {
    content.project("tide-lines", projectFields({ images: [{ file: "01.jpg", alt: "  " }] }));
    expect(problem()).toBe(
      "projects/tide-lines/project.md: images.0.alt: every image needs alt text",
    );
  });

  it("an image that is not a JPEG or PNG", () => {
    content.project("tide-lines", projectFields({ images: [{ file: "01.gif", alt: "One." }] }));
    expect(problem()).toBe(
      "projects/tide-lines/project.md: images.0.file: must be a .jpg, .jpeg or .png file",
    );
  });

  it("an unknown project type", () => {
    content.project("tide-lines", projectFields({ type: "film" }));
    expect(problem()).toBe("projects/tide-lines/project.md: type: must be image, video or hybrid");
  });

  it("a missing title and year", () => {
    const { title: _title, year: _year, ...rest } = projectFields();
    content.project("tide-lines", rest);
    expect(problem()).toBe(
      "projects/tide-lines/project.md: title: the title is required; year: the year is required",
    );
  });

  it("a year that is not a year", () => {
    content.project("tide-lines", projectFields({ year: "spring" }));
    expect(problem()).toBe(
      "projects/tide-lines/project.md: year: must be a year such as 2021, or a range such as 2023/2025",
    );
  });

  it("a video address that is not a YouTube or Vimeo video", () => {
    content.project(
      "tide-lines",
      projectFields({ type: "hybrid", videoUrl: "https://example.com/film" }),
    );
    expect(problem()).toBe(
      'projects/tide-lines/project.md: videoUrl: "https://example.com/film" is not a YouTube or Vimeo video address (such as https://www.youtube.com/watch?v=...)',
    );
  });

  it("a video address on a project that is not hybrid", () => {
    content.project("tide-lines", projectFields({ videoUrl: "https://youtu.be/dQw4w9WgXcQ" }));
    expect(problem()).toBe(
      "projects/tide-lines/project.md: videoUrl: only a hybrid project has a videoUrl; set type: hybrid or remove it",
    );
  });

  it("a video project without its video file", () => {
    content.project("tide-lines", projectFields({ type: "video" }));
    expect(problem()).toBe(
      "projects/tide-lines/project.md: video: a video project needs its video file, such as video: film.mp4",
    );
  });

  it("a video project whose video file is missing", () => {
    content.project("tide-lines", projectFields({ type: "video", video: "film.mp4" }));
    expect(problem()).toMatch(
      /^projects\/tide-lines\/project\.md: video: no file "film\.mp4" in .*projects\/tide-lines$/,
    );
  });

  it("a misspelt field", () => {
    content.project("tide-lines", projectFields({ layout: { colums: 3 } }));
    expect(problem()).toBe('projects/tide-lines/project.md: layout: Unrecognized key: "colums"');
  });

  it("grid columns other than 2 or 3", () => {
    content.project("tide-lines", projectFields({ layout: { columns: 4 } }));
    expect(problem()).toBe("projects/tide-lines/project.md: layout.columns: must be 2 or 3");
  });

  it("a project without images", () => {
    content.project("tide-lines", projectFields({ images: [] }));
    expect(problem()).toBe(
      "projects/tide-lines/project.md: images: a project needs at least one image",
    );
  });
});
