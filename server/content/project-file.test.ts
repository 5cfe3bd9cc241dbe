import { describe, expect, it } from "vitest";
import { parseFrontmatter } from "../../core/content/frontmatter.server.ts";
import { projectFrontmatterSchema } from "../../core/content/project-schema.ts";
import { noWorkFields, type ProjectImageFields } from "../../core/studio/content-api.ts";
import {
  applyProjectFields,
  newProjectFile,
  projectFields,
  projectText,
  readProjectFile,
} from "./project-file.ts";

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

/** A picture with its file and alt text and nothing else said about it. */
function picture(file: string, alt: string): ProjectImageFields {
  return { file, alt, title: "", focus: "", ...noWorkFields };
}

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
      draft: false,
      liveFrom: "",
      liveUntil: "",
      visibility: "public",
      ...noWorkFields,
      layout: { columns: 2, bordered: false },
      images: [
        picture("01.jpg", "A swimmer's arm breaking the surface of a dark lake."),
        picture("02.jpg", "Wet footprints: on a jetty."),
        picture("03.jpg", "The jetty's lamp."),
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
      fields.images = [third, first, { ...second, alt: "" }, picture("04.jpg", "")];
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

  it("keeps fields the schema does not know, on the project and on its images", () => {
    const withMore = handWritten
      .replace("type: image\n", "type: image\nseries: lakes\n")
      .replace("  - file: 02.jpg\n", "  - file: 02.jpg\n    print: silver\n");
    const text = edited(withMore, (fields) => {
      fields.images.reverse();
      fields.title = "Night";
      const second = fields.images[1];
      if (second) second.alt = "Wet footprints on a jetty.";
    });
    expect(text).toContain("type: image\nseries: lakes\n");
    expect(text).toContain(
      '  - file: 02.jpg\n    print: silver\n    alt: "Wet footprints on a jetty."\n',
    );
  });

  it("reads a work's details and the visibility as text, on the project and on its images", () => {
    const forSale = handWritten
      .replace(
        "medium: Gelatin silver print\n",
        "medium: Gelatin silver print\nvisibility: unlisted\navailability: on hold\nprice: 1200.5\ncurrency: EUR\nedition: 3 of 10\nframed: false\n",
      )
      .replace(
        "  - file: 02.jpg\n",
        "  - file: 02.jpg\n    title: Footprints\n    availability: sold\n    price: '400'\n    currency: USD\n    framed: true\n",
      );
    const fields = projectFields(readProjectFile(forSale));
    expect(fields).toMatchObject({
      visibility: "unlisted",
      availability: "on hold",
      price: "1200.5",
      currency: "EUR",
      edition: "3 of 10",
      framed: "false",
    });
    expect(fields.images[1]).toEqual({
      file: "02.jpg",
      alt: "Wet footprints: on a jetty.",
      title: "Footprints",
      focus: "",
      availability: "sold",
      price: "400",
      currency: "USD",
      edition: "",
      framed: "true",
    });
    expect(edited(forSale, () => {})).toBe(forSale);
  });

  it("writes a price as a number and framing as true or false, where the content guide puts them", () => {
    const text = edited(handWritten, (fields) => {
      fields.availability = "available";
      fields.price = " 1200 ";
      fields.currency = "EUR";
      fields.framed = "true";
    });
    expect(text.split("\n").slice(6, 13)).toEqual([
      "medium: Gelatin silver print",
      "availability: available",
      "price: 1200",
      "currency: EUR",
      "framed: true",
      "layout:",
      "  columns: 2 # wide prints",
    ]);
    const { data } = parseFrontmatter(text);
    expect(projectFrontmatterSchema.safeParse(data).success).toBe(true);
  });

  it("leaves a price that is not a plain number as written, for the build to name the problem", () => {
    const text = edited(handWritten, (fields) => {
      fields.price = "€1,200";
      fields.currency = "EUR";
    });
    expect(text).toContain("price: €1,200\n");
    const { data } = parseFrontmatter(text);
    const result = projectFrontmatterSchema.safeParse(data);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      [
        "price",
        'must be a number, such as 1200, without a currency sign or thousands separator (the currency goes in currency:); got "€1,200"',
      ],
    ]);
  });

  it("removes an emptied work field and leaves those not mentioned out", () => {
    const forSale = handWritten.replace(
      "medium: Gelatin silver print\n",
      "medium: Gelatin silver print\nprice: 900 # before the show\ncurrency: GBP\nedition: 1 of 1\n",
    );
    const text = edited(forSale, (fields) => {
      fields.price = "";
      fields.currency = " ";
    });
    expect(text).toBe(
      handWritten.replace(
        "medium: Gelatin silver print\n",
        "medium: Gelatin silver print\nedition: 1 of 1\n",
      ),
    );
    expect(text).not.toContain("availability");
    expect(text).not.toContain("framed");
  });

  it("writes unlisted or private visibility after the medium and removes the line for public", () => {
    const unlisted = edited(handWritten, (fields) => {
      fields.visibility = "unlisted";
    });
    expect(unlisted).toBe(
      handWritten.replace(
        "medium: Gelatin silver print\n",
        "medium: Gelatin silver print\nvisibility: unlisted\n",
      ),
    );
    const privateProject = edited(unlisted, (fields) => {
      fields.visibility = "private";
    });
    expect(privateProject).toContain("\nvisibility: private\n");
    expect(
      edited(privateProject, (fields) => {
        fields.visibility = "public";
      }),
    ).toBe(handWritten);
  });

  it("starts a new project as a draft, which the build takes for one", () => {
    const file = newProjectFile({ title: "Tide", year: "2026", category: "painting" });
    expect(projectFields(file).draft).toBe(true);
    expect(projectText(file)).toContain("\ntype: image\ndraft: true\nimages: []\n");
  });

  it("writes draft: true where a person would and takes the line away once marked ready", () => {
    const draft = edited(handWritten, (fields) => {
      fields.draft = true;
    });
    expect(draft).toBe(
      handWritten.replace(
        "medium: Gelatin silver print\n",
        "medium: Gelatin silver print\ndraft: true\n",
      ),
    );
    expect(projectFields(readProjectFile(draft)).draft).toBe(true);
    expect(
      edited(draft, (fields) => {
        fields.draft = false;
      }),
    ).toBe(handWritten);
  });

  it("keeps a hand-written visibility: public as it is", () => {
    const saidPublic = handWritten.replace("type: image\n", "type: image\nvisibility: public\n");
    expect(
      edited(saidPublic, (fields) => {
        fields.title = "Night";
      }),
    ).toBe(saidPublic.replace("title: Night Swim", "title: Night"));
  });

  it("writes one picture's title and details after its alt text and leaves the others alone", () => {
    const text = edited(handWritten, (fields) => {
      const second = fields.images[1];
      if (!second) throw new Error("a second image expected");
      Object.assign(second, {
        title: "Footprints ",
        availability: "not for sale",
        price: "350",
        currency: "CHF",
        edition: "2 of 5",
        framed: "false",
      });
    });
    expect(text).toBe(
      handWritten.replace(
        '    alt: "Wet footprints: on a jetty."\n',
        [
          '    alt: "Wet footprints: on a jetty."',
          "    title: Footprints",
          "    availability: not for sale",
          "    price: 350",
          "    currency: CHF",
          "    edition: 2 of 5",
          "    framed: false",
          "",
        ].join("\n"),
      ),
    );
  });

  it("writes a picture's focal point after its title, and takes it out again for the centre", () => {
    const focused = edited(handWritten, (fields) => {
      const first = fields.images[0];
      if (first) first.focus = " 30% 70% ";
    });
    expect(focused).toBe(
      handWritten.replace(
        "    alt: A swimmer's arm breaking the surface of a dark lake.\n",
        "    alt: A swimmer's arm breaking the surface of a dark lake.\n    focus: 30% 70%\n",
      ),
    );
    const file = readProjectFile(focused);
    expect(projectFields(file).images[0]?.focus).toBe("30% 70%");
    const { data } = parseFrontmatter(focused);
    expect(projectFrontmatterSchema.parse(data).images[0]?.focus).toEqual({ x: 30, y: 70 });
    const centred = edited(focused, (fields) => {
      const first = fields.images[0];
      if (first) first.focus = "";
    });
    expect(centred).toBe(handWritten);
  });

  it("writes a new picture's details into its new entry", () => {
    const text = edited(handWritten, (fields) => {
      fields.images.push({ ...picture("04.jpg", "The moon."), availability: "sold" });
    });
    expect(text).toContain(
      "    alt: The jetty's lamp.\n  - file: 04.jpg\n    alt: The moon.\n    availability: sold\n---",
    );
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
