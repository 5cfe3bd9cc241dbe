import { describe, expect, it } from "vitest";
import { parseFrontmatter } from "../../app/content/frontmatter.server.ts";
import { applyProjectFields, projectFields, projectText, readProjectFile } from "./project-file.ts";

const handWritten = `---
# Shown on the Portfolio page from spring on.
title: Night Swim
year: 2024 # the first year it was shown
category: photography
type: image
medium: Gelatin silver print
layout:
  columns: 2 # wide prints
images:
  # The lead picture: the moon.
  - file: 01.jpg
    alt: A swimmer's arm breaking the surface of a dark lake.
  # Printed for the show only.
  - file: 02.jpg
    alt: "Wet footprints: on a jetty."
  - file: 03.jpg
    alt: The jetty's lamp.
---
The description. Line breaks are kept,
so a poem stays a poem.

A second paragraph.
`;

function edited(text: string, change: (fields: ReturnType<typeof projectFields>) => void): string {
  const file = readProjectFile(text);
  const fields = structuredClone(projectFields(file));
  change(fields);
  applyProjectFields(file, fields);
  return projectText(file);
}

describe("project.md as the Studio writes it", () => {
  it("writes an unchanged form back byte for byte", () => {
    expect(edited(handWritten, () => {})).toBe(handWritten);
  });

  it("reads every field the form shows, with the description's line breaks", () => {
    expect(projectFields(readProjectFile(handWritten))).toEqual({
      title: "Night Swim",
      year: "2024",
      category: "photography",
      type: "image",
      medium: "Gelatin silver print",
      dimensions: "",
      videoUrl: "",
      video: "",
      poster: "",
      layout: { columns: 2, bordered: false },
      images: [
        { file: "01.jpg", alt: "A swimmer's arm breaking the surface of a dark lake." },
        { file: "02.jpg", alt: "Wet footprints: on a jetty." },
        { file: "03.jpg", alt: "The jetty's lamp." },
      ],
      description:
        "The description. Line breaks are kept,\nso a poem stays a poem.\n\nA second paragraph.",
    });
  });

  it("changes only the changed fields and keeps comments, order and quoting", () => {
    const text = edited(handWritten, (fields) => {
      fields.title = "Night Swimming";
      fields.year = "2024/2025";
    });
    expect(text).toBe(
      handWritten
        .replace("title: Night Swim", "title: Night Swimming")
        .replace("year: 2024 #", "year: 2024/2025 #"),
    );
  });

  it("puts a new field where a person would write it and removes an emptied one", () => {
    const text = edited(handWritten, (fields) => {
      fields.dimensions = "40 x 50 cm";
      fields.medium = "";
      fields.layout.bordered = true;
    });
    const lines = text.split("\n");
    expect(lines.slice(0, 10)).toEqual([
      "---",
      "# Shown on the Portfolio page from spring on.",
      "title: Night Swim",
      "year: 2024 # the first year it was shown",
      "category: photography",
      "type: image",
      "dimensions: 40 x 50 cm",
      "layout:",
      "  columns: 2 # wide prints",
      "  bordered: true",
    ]);
    expect(text).not.toContain("medium");
  });

  it("reorders images with their comments and alt texts, and adds one without alt text", () => {
    const text = edited(handWritten, (fields) => {
      const [first, second, third] = fields.images;
      if (!first || !second || !third) throw new Error("three images expected");
      fields.images = [third, first, { ...second, alt: "" }, { file: "04.jpg", alt: "" }];
    });
    const { data } = parseFrontmatter(text);
    expect((data as { images: unknown }).images).toEqual([
      { file: "03.jpg", alt: "The jetty's lamp." },
      { file: "01.jpg", alt: "A swimmer's arm breaking the surface of a dark lake." },
      { file: "02.jpg" },
      { file: "04.jpg" },
    ]);
    expect(text).toContain("  # Printed for the show only.\n  - file: 02.jpg\n");
  });

  it("keeps fields the form does not know, on the project and on its images", () => {
    const withMore = handWritten
      .replace("type: image\n", "type: image\nprice: 400\n")
      .replace("  - file: 02.jpg\n", "  - file: 02.jpg\n    edition: 3 of 10\n");
    const text = edited(withMore, (fields) => {
      fields.images.reverse();
      fields.title = "Night";
    });
    expect(text).toContain("price: 400");
    expect(text).toContain("  - file: 02.jpg\n    edition: 3 of 10\n");
  });

  it("writes a new description with its line breaks and leaves the frontmatter alone", () => {
    const text = edited(handWritten, (fields) => {
      fields.description = "slow\nlight falls and breaks\r\n\r\nthe cloth forgets its shape";
    });
    expect(text.split("---\n")[1]).toBe(handWritten.split("---\n")[1]);
    expect(
      text.endsWith("---\nslow\nlight falls and breaks\n\nthe cloth forgets its shape\n"),
    ).toBe(true);
  });

  it("keeps Windows line endings in a file that has them", () => {
    const windows = handWritten.replace(/\n/g, "\r\n");
    const text = edited(windows, (fields) => {
      fields.title = "Night Swimming";
    });
    expect(text).toBe(windows.replace("title: Night Swim", "title: Night Swimming"));
  });

  it("refuses text that is not valid YAML with the build's words", () => {
    expect(() => readProjectFile("---\ntitle: [unclosed\n---\nText\n")).toThrow(
      /the frontmatter is not valid YAML/,
    );
    expect(() => readProjectFile("no frontmatter here")).toThrow(
      "must start with a frontmatter block between two '---' lines",
    );
  });
});
