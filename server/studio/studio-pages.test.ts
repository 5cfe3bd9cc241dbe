import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadHomeSlides } from "../../core/content/home.server.ts";
import { readContent } from "../../core/content/read-content.server.ts";
import type {
  AboutEditor,
  CategoriesEditor,
  SiteEditor,
  SlideshowEditor,
} from "../../core/studio/content-api.ts";
import { imageFile, projectFields } from "../../tests/fixtures/content-fixture.ts";
import { contentStudio } from "../testing/content-studio.ts";

const commentedSite = `# Who you are on the site.
name: Ada Fixture
tagline: Painting and illustration # after the name in the home page's title
description: >-
  Ada Fixture paints tide lines and draws the birds that follow them.
siteUrl: https://ada-fixture.example
copyrightYear: 2025
social:
  label: Instagram
  url: https://www.instagram.com/ada.fixture/
newsletter:
  # The platform name appears in the notices.
  platform: Substack
  publicationUrl: https://adafixture.substack.com/
  subscribeUrl: https://adafixture.substack.com/subscribe
  feedScriptUrl: https://substackapi.com/embeds/feed.js
contactEmail: studio@ada-fixture.example
`;

describe("the site's settings", () => {
  it("saves a changed setting and keeps the file's comments, order and styles", async () => {
    const s = await contentStudio();
    s.fixture.file("site.yaml", commentedSite);
    const editor = await s.ok<SiteEditor>("GET", "/site");
    expect(editor.fields.social.url).toBe("https://www.instagram.com/ada.fixture/");
    const saved = await s.ok<SiteEditor>("PUT", "/site", {
      version: editor.version,
      fields: { ...editor.fields, name: "Ada Fixture-Smith", copyrightYear: "2026" },
    });
    expect(saved.fields.copyrightYear).toBe("2026");
    expect(s.read("site.yaml")).toBe(
      commentedSite
        .replace("name: Ada Fixture\n", "name: Ada Fixture-Smith\n")
        .replace("copyrightYear: 2025", "copyrightYear: 2026"),
    );
    expect(readContent(s.fixture.dir).site.name).toBe("Ada Fixture-Smith");
  });

  it("keeps AI crawlers out, and the copyright in the pictures, when their boxes are ticked, writing the line a person would, and takes it out when unticked", async () => {
    const s = await contentStudio();
    s.fixture.file("site.yaml", commentedSite);
    const editor = await s.ok<SiteEditor>("GET", "/site");
    expect(editor.fields.blockAiCrawlers).toBe(false);
    const on = await s.ok<SiteEditor>("PUT", "/site", {
      version: editor.version,
      fields: { ...editor.fields, blockAiCrawlers: true },
    });
    expect(on.fields.blockAiCrawlers).toBe(true);
    expect(s.read("site.yaml")).toBe(`${commentedSite}blockAiCrawlers: true\n`);
    expect(readContent(s.fixture.dir).site.blockAiCrawlers).toBe(true);
    const both = await s.ok<SiteEditor>("PUT", "/site", {
      version: on.version,
      fields: { ...on.fields, keepCopyrightInPictures: true },
    });
    expect(s.read("site.yaml")).toBe(
      `${commentedSite}blockAiCrawlers: true\nkeepCopyrightInPictures: true\n`,
    );
    await s.ok<SiteEditor>("PUT", "/site", {
      version: both.version,
      fields: { ...both.fields, blockAiCrawlers: false, keepCopyrightInPictures: false },
    });
    expect(s.read("site.yaml")).toBe(commentedSite);
  });

  it("refuses addresses that are not URLs and a year that is not a number, each by its field", async () => {
    const s = await contentStudio();
    const editor = await s.ok<SiteEditor>("GET", "/site");
    const before = s.read("site.yaml");
    const res = await s.call("PUT", "/site", {
      version: editor.version,
      fields: {
        ...editor.fields,
        copyrightYear: "next year",
        social: { label: "Instagram", url: "instagram" },
        contactEmail: "studio at example",
      },
    });
    expect(res.status).toBe(400);
    const { problems } = (await res.json()) as { problems: { field: string }[] };
    expect(problems.map((problem) => problem.field).sort()).toEqual([
      "contactEmail",
      "copyrightYear",
      "social.url",
    ]);
    expect(s.read("site.yaml")).toBe(before);
  });
});

describe("the categories", () => {
  it("renames, reorders and adds categories, keeping old addresses", async () => {
    const s = await contentStudio();
    const editor = await s.ok<CategoriesEditor>("GET", "/categories");
    expect(editor.usage).toEqual({ painting: 1 });
    const saved = await s.ok<CategoriesEditor>("PUT", "/categories", {
      version: editor.version,
      categories: [
        { name: "Paintings", slug: "painting", aliases: ["paintings"] },
        { name: "Illustration and Print", slug: "illustration", aliases: [] },
        { name: "Photography", slug: "photography", aliases: [] },
      ],
    });
    expect(saved.problems).toEqual([]);
    expect(s.read("categories.yaml")).toBe(
      "- name: Paintings\n  slug: painting\n  aliases: [ paintings ]\n- name: Illustration and Print\n  slug: illustration\n- name: Photography\n  slug: photography\n",
    );
    expect(readContent(s.fixture.dir).projects).toBe(1);
  });

  it("keeps a category that projects belong to, and refuses one address twice", async () => {
    const s = await contentStudio();
    const editor = await s.ok<CategoriesEditor>("GET", "/categories");
    const before = s.read("categories.yaml");
    const res = await s.call("PUT", "/categories", {
      version: editor.version,
      categories: [
        { name: "Illustration", slug: "illustration", aliases: [] },
        { name: "Prints", slug: "prints", aliases: ["illustration"] },
      ],
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { problems: unknown }).problems).toEqual([
      {
        field: "1.aliases.0",
        message: 'the address "illustration" is used by another category or alias',
      },
      {
        field: "",
        message:
          '"painting" is the category of 1 project (tide-lines): keep it, or give them another category first',
      },
    ]);
    expect(s.read("categories.yaml")).toBe(before);
  });
});

describe("the home slideshow", () => {
  it("chooses and orders slides from the projects' pictures and uploads, one needing its alt text", async () => {
    const s = await contentStudio();
    let editor = await s.ok<SlideshowEditor>("GET", "/slideshow");
    expect(editor.choices).toEqual([
      {
        file: "projects/tide-lines/01.jpg",
        alt: "A blue tide line across a sheet of paper.",
        focus: "",
        project: "Tide Lines",
        preview: "/api/studio/preview?path=projects%2Ftide-lines%2F01.jpg",
      },
    ]);
    editor = await s.ok<SlideshowEditor>("POST", "/slideshow/images", {
      version: editor.version,
      upload: await s.upload(await imageFile(60, 40)),
    });
    expect(editor.slides.at(-1)).toEqual({ file: "home/01.jpg", alt: "", focus: "" });
    expect(editor.needed).toEqual([
      { field: "slides.1.alt", message: "every image needs alt text" },
    ]);
    editor = await s.ok<SlideshowEditor>("PUT", "/slideshow", {
      version: editor.version,
      slides: [
        { file: "projects/tide-lines/01.jpg", alt: "A tide line, now the first slide.", focus: "" },
        { file: "home/01.jpg", alt: "A field at dusk.", focus: "" },
      ],
    });
    expect(editor.needed).toEqual([]);
    expect(readContent(s.fixture.dir).media.images.map((image) => image.path)).toContain(
      "home/01.jpg",
    );
    // The slide uploaded first and dropped now goes to the trash.
    expect(existsSync(join(s.fixture.dir, "home/slide-1.jpg"))).toBe(false);
    expect(readdirSync(join(s.studio.dataDir, "studio", "trash"))).toHaveLength(1);
  });

  it("offers a project's picture with the subject the project keeps in frame", async () => {
    const s = await contentStudio();
    s.fixture.project(
      "tide-lines",
      projectFields({
        images: [{ file: "01.jpg", alt: "A blue tide line.", focus: "20% 75%" }],
      }),
    );
    const editor = await s.ok<SlideshowEditor>("GET", "/slideshow");
    expect(editor.choices).toEqual([expect.objectContaining({ focus: "20% 75%" })]);
  });

  it("offers no picture of a private project and refuses a slide that shows one", async () => {
    const s = await contentStudio();
    s.fixture.project("self", projectFields({ title: "Self", visibility: "private" }));
    s.fixture.file("projects/self/01.jpg");
    const editor = await s.ok<SlideshowEditor>("GET", "/slideshow");
    expect(editor.choices.map((choice) => choice.file)).toEqual(["projects/tide-lines/01.jpg"]);
    const before = s.read("home.yaml");
    const res = await s.call("PUT", "/slideshow", {
      version: editor.version,
      slides: [{ file: "projects/self/01.jpg", alt: "A self-portrait.", focus: "" }],
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      problems: [
        {
          field: "slides.0.file",
          message:
            "is a picture of the private project self, and the home page is public: choose a picture of another project, or make self public first",
        },
      ],
    });
    expect(s.read("home.yaml")).toBe(before);
  });

  it("sets, changes and takes out a slide's focal point in home.yaml, keeping its comments, and the build reads it", async () => {
    const s = await contentStudio();
    writeFileSync(
      join(s.fixture.dir, "home.yaml"),
      "slides:\n  # The field, first as ever.\n  - file: home/slide-1.jpg\n    alt: A field of grass at dawn.\n",
    );
    const slide = { file: "home/slide-1.jpg", alt: "A field of grass at dawn." };
    const saved = (editor: SlideshowEditor, focus: string) =>
      s.ok<SlideshowEditor>("PUT", "/slideshow", {
        version: editor.version,
        slides: [{ ...slide, focus }],
      });
    let editor = await s.ok<SlideshowEditor>("GET", "/slideshow");
    expect(editor.slides).toEqual([{ ...slide, focus: "" }]);
    editor = await saved(editor, "30% 70%");
    expect(editor.slides).toEqual([{ ...slide, focus: "30% 70%" }]);
    expect(s.read("home.yaml")).toBe(
      "slides:\n  # The field, first as ever.\n  - file: home/slide-1.jpg\n    alt: A field of grass at dawn.\n    focus: 30% 70%\n",
    );
    expect(loadHomeSlides(s.fixture.dir)[0]?.focus).toEqual({ x: 30, y: 70 });
    editor = await saved(editor, "12.5% 0%");
    expect(s.read("home.yaml")).toContain("    focus: 12.5% 0%\n");
    expect((await s.ok<SlideshowEditor>("GET", "/slideshow")).slides[0]?.focus).toBe("12.5% 0%");
    // At the centre the slide needs no focus line: the file is as it was written by hand.
    await saved(editor, "");
    expect(s.read("home.yaml")).toBe(
      "slides:\n  # The field, first as ever.\n  - file: home/slide-1.jpg\n    alt: A field of grass at dawn.\n",
    );
  });

  it("keeps a slide's focal point that the picture cannot have out of home.yaml, saying why by the slide's field", async () => {
    const s = await contentStudio();
    const before = s.read("home.yaml");
    const editor = await s.ok<SlideshowEditor>("GET", "/slideshow");
    const res = await s.call("PUT", "/slideshow", {
      version: editor.version,
      slides: [{ file: "home/slide-1.jpg", alt: "A field of grass at dawn.", focus: "150% 20%" }],
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      problems: [
        {
          field: "slides.0.focus",
          message:
            '"150% 20%" goes past the picture: each percentage is from 0% to 100%, such as "30% 70%" (across, then down)',
        },
      ],
    });
    expect(s.read("home.yaml")).toBe(before);
  });

  it.each(["../site.yaml", "/etc/passwd.jpg", "home/../../outside.jpg", "home/missing.jpg"])(
    "refuses the slide %j",
    async (file) => {
      const s = await contentStudio();
      const editor = await s.ok<SlideshowEditor>("GET", "/slideshow");
      const res = await s.call("PUT", "/slideshow", {
        version: editor.version,
        slides: [{ file, alt: "A picture.", focus: "" }],
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { problems: { field: string }[] }).problems[0]?.field).toBe(
        "slides.0.file",
      );
    },
  );
});

describe("the About page", () => {
  it("saves its text and portrait alt text, refusing an empty alt text", async () => {
    const s = await contentStudio();
    const editor = await s.ok<AboutEditor>("GET", "/about");
    expect(editor.fields).toEqual({ portraitAlt: "The artist at work.", text: "A paragraph." });
    const refused = await s.call("PUT", "/about", {
      version: editor.version,
      fields: { portraitAlt: " ", text: "New text." },
    });
    expect(await refused.json()).toMatchObject({
      problems: [{ field: "portraitAlt", message: "every image needs alt text" }],
    });
    const saved = await s.ok<AboutEditor>("PUT", "/about", {
      version: editor.version,
      fields: { portraitAlt: "The artist at the easel.", text: "First.\n\nSecond." },
    });
    expect(s.read("about.md")).toBe(
      "---\nportrait: about/portrait.jpg\nportraitAlt: The artist at the easel.\n---\nFirst.\n\nSecond.\n",
    );
    expect(saved.portraitImage?.preview).toBe("/api/studio/preview?path=about%2Fportrait.jpg");
  });

  it("replaces the portrait with an upload; the old one goes to the trash", async () => {
    const s = await contentStudio();
    const editor = await s.ok<AboutEditor>("GET", "/about");
    const saved = await s.ok<AboutEditor>("PUT", "/about/portrait", {
      version: editor.version,
      upload: await s.upload(await imageFile(30, 40, "png")),
    });
    expect(saved.portrait).toBe("about/01.png");
    expect(readdirSync(join(s.fixture.dir, "about"))).toEqual(["01.png"]);
    expect(readContent(s.fixture.dir).media.images.map((image) => image.path)).toContain(
      "about/01.png",
    );
  });

  it("answers 409 when about.md changed by hand since the page loaded it", async () => {
    const s = await contentStudio();
    const editor = await s.ok<AboutEditor>("GET", "/about");
    writeFileSync(join(s.fixture.dir, "about.md"), `${s.read("about.md")}\nBy hand.\n`);
    const res = await s.call("PUT", "/about", { version: editor.version, fields: editor.fields });
    expect(res.status).toBe(409);
    expect(s.read("about.md").endsWith("By hand.\n")).toBe(true);
  });
});
