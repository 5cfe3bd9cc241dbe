import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadProjects } from "../../core/content/projects.server.ts";
import { readContent } from "../../core/content/read-content.server.ts";
import {
  noWorkFields,
  type ProjectEditor,
  type ProjectFields,
  type ProjectImageFields,
  type ProjectList,
} from "../../core/studio/content-api.ts";
import { imageFile } from "../../tests/fixtures/content-fixture.ts";
import { PrivatePasswords } from "../private-projects/private-passwords.ts";
import { contentStudio } from "../testing/content-studio.ts";

type Readable = Extract<ProjectEditor, { readable: true }>;

async function opened(studio: Awaited<ReturnType<typeof contentStudio>>, id = "tide-lines") {
  const editor = await studio.ok<ProjectEditor>("GET", `/projects/${id}`);
  if (!editor.readable) throw new Error(`${id} cannot be read: ${editor.problem}`);
  return editor as Readable;
}

/** A picture as the form sends it: its file and alt text, and what else is said about it. */
function picture(
  file: string,
  alt: string,
  more: Partial<ProjectImageFields> = {},
): ProjectImageFields {
  return { file, alt, title: "", focus: "", ...noWorkFields, ...more };
}

function withFields(editor: Readable, change: Partial<ProjectFields>): ProjectFields {
  return { ...editor.fields, ...change };
}

/** Every file under the trash folder of the data folder, by its path inside the trash. */
function trashed(dataDir: string): string[] {
  const trash = join(dataDir, "studio", "trash");
  if (!existsSync(trash)) return [];
  return readdirSync(trash, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(trash.length + 1))
    .map((path) => path.split("/").slice(1).join("/"));
}

describe("the Studio's projects", () => {
  it("lists projects by category with year, image count, lead picture and the unpublished mark", async () => {
    const s = await contentStudio();
    s.fixture.project("later-work", { ...fixtureFields(), title: "Later Work", year: "2024" });
    s.fixture.file("projects/later-work/01.jpg");
    s.studio.publishContent();
    s.fixture.project("sketches", { ...fixtureFields(), category: "illustration" });
    s.fixture.file("projects/sketches/01.jpg");

    const list = await s.ok<ProjectList>("GET", "/projects");
    expect(list.categories.map((c) => c.slug)).toEqual(["illustration", "painting"]);
    expect(list.groups.map((g) => g.projects.map((p) => p.id))).toEqual([
      ["sketches"],
      ["later-work", "tide-lines"],
    ]);
    const painting = list.groups[1]?.projects ?? [];
    expect(painting[0]).toMatchObject({
      title: "Later Work",
      year: "2024",
      imageCount: 1,
      unpublished: false,
      thumbnail: "/api/studio/preview?path=projects%2Flater-work%2F01.jpg",
      problems: [],
      needed: [],
    });
    expect(list.groups[0]?.projects[0]?.unpublished).toBe(true);
    const thumbnail = await s.call("GET", "/preview?path=projects%2Flater-work%2F01.jpg");
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("Content-Type")).toBe("image/webp");
  });

  it("shows a hand-broken project in the list with the build's words, without failing the list", async () => {
    const s = await contentStudio();
    s.fixture.project("broken", "---\ntitle: [unclosed\n---\nText\n");
    const list = await s.ok<ProjectList>("GET", "/projects");
    expect(list.unsorted).toEqual([
      expect.objectContaining({
        id: "broken",
        problems: [
          {
            field: "",
            message: expect.stringContaining("the frontmatter is not valid YAML"),
          },
        ],
      }),
    ]);
  });

  it("creates a project as a draft from its title and address, with the fields a project needs", async () => {
    const s = await contentStudio();
    const res = await s.call("POST", "/projects", { title: "Night Swim", id: "night-swim" });
    expect(res.status).toBe(201);
    expect(s.read("projects/night-swim/project.md")).toBe(
      '---\ntitle: Night Swim\nyear: "2026"\ncategory: illustration\ntype: image\ndraft: true\nimages: []\n---\n',
    );
    const editor = await opened(s, "night-swim");
    expect(editor.fields.draft).toBe(true);
    expect(editor.problems).toEqual([]);
    expect(editor.needed).toEqual([
      { field: "images", message: "a project needs at least one image" },
    ]);
  });

  it.each([
    ["../outside", "an address is lower-case words joined by hyphens, such as night-swim"],
    ["Night Swim", "an address is lower-case words joined by hyphens, such as night-swim"],
    ["/etc", "an address is lower-case words joined by hyphens, such as night-swim"],
    ["_unknown", "an address is lower-case words joined by hyphens, such as night-swim"],
    ["tide-lines", "the address /project/tide-lines is taken by another project; choose another"],
  ])("refuses the address %j for a new project", async (id, message) => {
    const s = await contentStudio();
    const res = await s.call("POST", "/projects", { title: "Night Swim", id });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ problems: [{ field: "id", message }] });
    const check = await s.ok<{ problem?: string }>(
      "GET",
      `/project-address?id=${encodeURIComponent(id)}`,
    );
    expect(check.problem).toBe(message);
    expect(readdirSync(join(s.fixture.dir, "projects"))).toEqual(["tide-lines"]);
  });

  it("refuses a new project without a title, in the build's words", async () => {
    const s = await contentStudio();
    const res = await s.call("POST", "/projects", { title: "  ", id: "untitled" });
    expect(await res.json()).toMatchObject({
      problems: [{ field: "title", message: "the title must not be empty" }],
    });
  });

  it("saves every field the form edits, and the build reads the result", async () => {
    const s = await contentStudio();
    const editor = await opened(s);
    const saved = await s.ok<Readable>("PUT", "/projects/tide-lines", {
      version: editor.version,
      fields: withFields(editor, {
        title: "Tide Lines II",
        year: "2021/2023",
        category: "illustration",
        type: "hybrid",
        medium: "Ink on paper",
        dimensions: "30 x 40 cm",
        videoUrl: "https://vimeo.com/123456789",
        layout: { columns: 3, bordered: true },
        description: "First line.\nSecond line.\n\nA new paragraph.",
      }),
    });
    expect(saved.version).not.toBe(editor.version);
    expect(saved.problems).toEqual([]);
    expect(readContent(s.fixture.dir).projects).toBe(1);
    const text = s.read("projects/tide-lines/project.md");
    expect(text).toContain("title: Tide Lines II\n");
    expect(text).toContain("medium: Ink on paper\ndimensions: 30 x 40 cm\n");
    expect(text).toContain("layout:\n  columns: 3\n  bordered: true\n");
    expect(text.endsWith("---\nFirst line.\nSecond line.\n\nA new paragraph.\n")).toBe(true);
  });

  it("saves nothing the build would refuse and names each problem by its field", async () => {
    const s = await contentStudio();
    const before = s.read("projects/tide-lines/project.md");
    const editor = await opened(s);
    const res = await s.call("PUT", "/projects/tide-lines", {
      version: editor.version,
      fields: withFields(editor, {
        year: "soon",
        category: "sculpture",
        videoUrl: "https://example.com/film",
        images: [picture("missing.jpg", "A picture that is not there.")],
      }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { problems: { field: string; message: string }[] };
    expect(body.problems).toEqual(
      expect.arrayContaining([
        { field: "year", message: "must be a year such as 2021, or a range such as 2023/2025" },
        {
          field: "videoUrl",
          message:
            '"https://example.com/film" is not a YouTube or Vimeo video address (such as https://www.youtube.com/watch?v=...)',
        },
      ]),
    );
    expect(s.read("projects/tide-lines/project.md")).toBe(before);
  });

  it("saves when a project goes live and comes down, in project.md's words, with the site's time zone", async () => {
    const s = await contentStudio();
    const editor = await opened(s);
    expect(editor.timeZone).toBe("UTC");
    const saved = await s.ok<Readable>("PUT", "/projects/tide-lines", {
      version: editor.version,
      // As a browser's datetime-local inputs give them.
      fields: withFields(editor, { liveFrom: "2027-03-14T18:00", liveUntil: "2027-04-30T23:59" }),
    });
    expect(saved.problems).toEqual([]);
    expect(saved.fields).toMatchObject({
      liveFrom: "2027-03-14 18:00",
      liveUntil: "2027-04-30 23:59",
    });
    expect(s.read("projects/tide-lines/project.md")).toContain(
      "liveFrom: 2027-03-14 18:00\nliveUntil: 2027-04-30 23:59\n",
    );
    const list = await s.ok<ProjectList>("GET", "/projects");
    expect(list.groups.flatMap((group) => group.projects)[0]).toMatchObject({
      liveFrom: "2027-03-14 18:00",
      liveUntil: "2027-04-30 23:59",
    });
  });

  it("saves no live window that ends before it starts, or a time that is not one", async () => {
    const s = await contentStudio();
    const before = s.read("projects/tide-lines/project.md");
    const editor = await opened(s);
    const refused = async (fields: Partial<ProjectFields>) => {
      const res = await s.call("PUT", "/projects/tide-lines", {
        version: editor.version,
        fields: withFields(editor, fields),
      });
      expect(res.status).toBe(400);
      return ((await res.json()) as { problems: { field: string; message: string }[] }).problems;
    };
    expect(await refused({ liveFrom: "2027-04-30 23:59", liveUntil: "2027-03-14 18:00" })).toEqual([
      {
        field: "liveUntil",
        message:
          "must be after liveFrom (2027-04-30 23:59): the project would never be on the site",
      },
    ]);
    expect(await refused({ liveFrom: "next spring" })).toEqual([
      { field: "liveFrom", message: "must be a date and time such as 2027-03-14 18:00" },
    ]);
    expect(s.read("projects/tide-lines/project.md")).toBe(before);
  });

  it("saves a picture's focal point into project.md, reads it back, and the build reads it", async () => {
    const s = await contentStudio();
    const editor = await opened(s);
    const [lead] = editor.fields.images;
    if (!lead) throw new Error("the fixture's project has a picture");
    const saved = await s.ok<Readable>("PUT", "/projects/tide-lines", {
      version: editor.version,
      fields: withFields(editor, { images: [{ ...lead, focus: "15% 80%" }] }),
    });
    expect(saved.fields.images[0]?.focus).toBe("15% 80%");
    expect(s.read("projects/tide-lines/project.md")).toContain("    focus: 15% 80%\n");
    expect((await opened(s)).fields.images[0]?.focus).toBe("15% 80%");
    expect(loadProjects(s.fixture.dir)[0]?.images[0]?.focus).toEqual({ x: 15, y: 80 });
  });

  it("saves no focal point outside the picture and names the problem by the picture's field", async () => {
    const s = await contentStudio();
    const before = s.read("projects/tide-lines/project.md");
    const editor = await opened(s);
    const [lead] = editor.fields.images;
    if (!lead) throw new Error("the fixture's project has a picture");
    const res = await s.call("PUT", "/projects/tide-lines", {
      version: editor.version,
      fields: withFields(editor, { images: [{ ...lead, focus: "150% 20%" }] }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { problems: { field: string; message: string }[] };
    expect(body.problems).toContainEqual({
      field: "images.0.focus",
      message:
        '"150% 20%" goes past the picture: each percentage is from 0% to 100%, such as "30% 70%" (across, then down)',
    });
    expect(s.read("projects/tide-lines/project.md")).toBe(before);
  });

  it("saves a work's details and who may see it, on the project and on a picture, and the build reads them", async () => {
    const s = await contentStudio();
    const editor = await opened(s);
    const saved = await s.ok<Readable>("PUT", "/projects/tide-lines", {
      version: editor.version,
      fields: withFields(editor, {
        visibility: "unlisted",
        availability: "available",
        price: "1200",
        currency: "EUR",
        edition: "3 of 10",
        framed: "true",
        images: [
          picture("01.jpg", "A blue tide line across a sheet of paper.", {
            title: "Tide Line I",
            availability: "sold",
            framed: "false",
          }),
        ],
      }),
    });
    expect(saved.problems).toEqual([]);
    expect(saved.fields).toMatchObject({
      visibility: "unlisted",
      availability: "available",
      price: "1200",
      currency: "EUR",
      edition: "3 of 10",
      framed: "true",
    });
    const [project] = loadProjects(s.fixture.dir);
    expect(project?.visibility).toBe("unlisted");
    expect(project?.details).toEqual({
      availability: "available",
      price: 1200,
      currency: "EUR",
      edition: "3 of 10",
      framed: true,
    });
    expect(project?.images[0]).toMatchObject({
      title: "Tide Line I",
      details: { availability: "sold", framed: false },
    });

    const cleared = await s.ok<Readable>("PUT", "/projects/tide-lines", {
      version: saved.version,
      fields: withFields(saved, { ...noWorkFields, visibility: "public" }),
    });
    expect(cleared.problems).toEqual([]);
    const text = s.read("projects/tide-lines/project.md");
    for (const field of ["visibility", "availability: available", "price", "currency", "edition"]) {
      expect(text).not.toContain(field);
    }
    expect(text).toContain("title: Tide Line I\n");
  });

  it("saves no work details the build would refuse and names each problem by its field", async () => {
    const s = await contentStudio();
    const before = s.read("projects/tide-lines/project.md");
    const editor = await opened(s);
    const res = await s.call("PUT", "/projects/tide-lines", {
      version: editor.version,
      fields: withFields(editor, {
        visibility: "secret",
        framed: "yes",
        images: [
          picture("01.jpg", "A blue tide line across a sheet of paper.", {
            availability: "gone",
            currency: "EURO",
            price: "90",
          }),
        ],
      }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { problems: { field: string; message: string }[] };
    expect(body.problems).toEqual(
      expect.arrayContaining([
        {
          field: "visibility",
          message: 'unknown visibility "secret": use one of public, unlisted, private',
        },
        { field: "framed", message: "must be true or false" },
        {
          field: "images.0.availability",
          message: 'unknown availability "gone": use one of available, sold, on hold, not for sale',
        },
        {
          field: "images.0.currency",
          message:
            'unknown currency "EURO": use a three-letter ISO 4217 code such as EUR, USD or GBP',
        },
      ]),
    );
    // The checks across fields come once each field is right on its own.
    const priceOnly = await s.call("PUT", "/projects/tide-lines", {
      version: editor.version,
      fields: withFields(editor, { price: "1200" }),
    });
    expect(priceOnly.status).toBe(400);
    expect(await priceOnly.json()).toMatchObject({
      problems: [{ field: "currency", message: "a price needs its currency, such as EUR" }],
    });
    expect(s.read("projects/tide-lines/project.md")).toBe(before);
  });

  it("saves a private project without a password and says, beside the password's field, that one is needed before publishing", async () => {
    const s = await contentStudio();
    const editor = await opened(s);
    const saved = await s.ok<Readable>("PUT", "/projects/tide-lines", {
      version: editor.version,
      fields: withFields(editor, { visibility: "private" }),
    });
    const needed = {
      field: "password",
      message: "a password for its visitors, since nobody can open a private project without one",
    };
    expect(saved.problems).toEqual([]);
    expect(saved.needed).toEqual([needed]);
    expect(saved.passwordSetAt).toBeNull();
    expect(s.read("projects/tide-lines/project.md")).toContain("\nvisibility: private\n");
    const list = await s.ok<ProjectList>("GET", "/projects");
    expect(list.groups[1]?.projects[0]?.needed).toEqual([needed]);

    const passwords = PrivatePasswords.open(s.studio.dataDir);
    passwords.set("tide-lines", "scrypt$1$1$1$AA==$AA==", Date.UTC(2026, 0, 10, 9, 30));
    passwords.close();
    expect(await opened(s)).toMatchObject({
      needed: [],
      passwordSetAt: Date.UTC(2026, 0, 10, 9, 30),
    });
  });

  it("refuses to make a project private while the home slideshow shows its picture, and says so by the field", async () => {
    const s = await contentStudio();
    s.fixture.file(
      "home.yaml",
      "slides:\n  - file: projects/tide-lines/01.jpg\n    alt: A tide line.\n",
    );
    const editor = await opened(s);
    const before = s.read("projects/tide-lines/project.md");
    const res = await s.call("PUT", "/projects/tide-lines", {
      version: editor.version,
      fields: withFields(editor, { visibility: "private" }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      problems: [
        {
          field: "visibility",
          message:
            "the home slideshow shows its picture 01.jpg, and the home page is public: take it out of the slideshow first",
        },
      ],
    });
    expect(s.read("projects/tide-lines/project.md")).toBe(before);
  });

  it("does not overwrite a hand edit made while the form was open: 409 and the file as edited", async () => {
    const s = await contentStudio();
    const editor = await opened(s);
    const file = join(s.fixture.dir, "projects/tide-lines/project.md");
    const handEdited = readFileSync(file, "utf8").replace("title: Tide Lines", "title: By Hand");
    writeFileSync(file, handEdited);
    const res = await s.call("PUT", "/projects/tide-lines", {
      version: editor.version,
      fields: withFields(editor, { title: "From the Studio" }),
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toContain(
      "content/projects/tide-lines/project.md was changed since this page loaded it",
    );
    expect(readFileSync(file, "utf8")).toBe(handEdited);
    const reloaded = await opened(s);
    expect(reloaded.fields.title).toBe("By Hand");
  });

  it("keeps an image without alt text and says it is needed before publishing", async () => {
    const s = await contentStudio();
    const editor = await opened(s);
    const saved = await s.ok<Readable>("PUT", "/projects/tide-lines", {
      version: editor.version,
      fields: withFields(editor, { images: [picture("01.jpg", "")] }),
    });
    expect(saved.problems).toEqual([]);
    expect(saved.needed).toEqual([
      { field: "images.0.alt", message: "every image needs alt text" },
    ]);
  });

  it.each([
    "/projects/..%2F..%2Fsite.yaml",
    "/projects/%2e%2e",
    "/projects/..",
    "/projects/%2Fetc%2Fpasswd",
    "/projects/tide-lines%2F..%2F..",
    "/projects/TIDE-LINES",
  ])("answers 404 for %s, reading nothing outside the projects", async (path) => {
    const s = await contentStudio();
    const res = await s.call("GET", path);
    expect(res.status).toBe(404);
    const save = await s.call("PUT", path, { version: "x", fields: {} });
    expect([400, 404]).toContain(save.status);
    const remove = await s.call("DELETE", path, { version: "x" });
    expect(remove.status).toBe(404);
    expect(readContent(s.fixture.dir).projects).toBe(1);
  });

  it.each([
    "../site.yaml",
    "..%2Fsite.yaml",
    "/etc/hostname.jpg",
    "projects/../../outside.jpg",
    "projects/tide-lines/../../../x.jpg",
    "projects\\tide-lines\\01.jpg",
    "projects/.hidden/01.jpg",
  ])("refuses a preview of %j", async (path) => {
    const s = await contentStudio();
    const res = await s.call("GET", `/preview?path=${encodeURIComponent(path)}`);
    expect(res.status).toBe(404);
  });

  it("deletes a project into the trash, whole, after checking its version", async () => {
    const s = await contentStudio();
    const editor = await opened(s);
    const stale = await s.call("DELETE", "/projects/tide-lines", { version: "not-the-version" });
    expect(stale.status).toBe(409);
    expect(existsSync(join(s.fixture.dir, "projects/tide-lines"))).toBe(true);
    const deleted = await s.ok<{ kept: string }>("DELETE", "/projects/tide-lines", {
      version: editor.version,
    });
    expect(existsSync(join(s.fixture.dir, "projects/tide-lines"))).toBe(false);
    expect(trashed(s.studio.dataDir).sort()).toEqual([
      "projects/tide-lines/01.jpg",
      "projects/tide-lines/project.md",
    ]);
    expect(existsSync(join(deleted.kept, "projects/tide-lines/project.md"))).toBe(true);
  });
});

describe("a project's pictures", () => {
  it("adds uploaded pictures under names the server chooses, in the format they are", async () => {
    const s = await contentStudio();
    let editor = await opened(s);
    const jpeg = await s.upload(await imageFile(40, 30, "jpeg"));
    editor = await s.ok<Readable>("POST", "/projects/tide-lines/images", {
      version: editor.version,
      upload: jpeg,
    });
    const png = await s.upload(await imageFile(40, 30, "png"));
    editor = await s.ok<Readable>("POST", "/projects/tide-lines/images", {
      version: editor.version,
      upload: png,
    });
    expect(editor.fields.images.map((image) => image.file)).toEqual(["01.jpg", "02.jpg", "03.png"]);
    expect(editor.needed.map((problem) => problem.field)).toEqual(["images.1.alt", "images.2.alt"]);
    expect(Object.keys(editor.images)).toEqual(["01.jpg", "02.jpg", "03.png"]);
    expect(readdirSync(join(s.fixture.dir, "projects/tide-lines")).sort()).toEqual([
      "01.jpg",
      "02.jpg",
      "03.png",
      "project.md",
    ]);
  });

  it("reorders, replaces and removes pictures; what is taken out goes to the trash", async () => {
    const s = await contentStudio();
    let editor = await opened(s);
    editor = await s.ok<Readable>("POST", "/projects/tide-lines/images", {
      version: editor.version,
      upload: await s.upload(await imageFile(40, 30)),
    });
    editor = await s.ok<Readable>("PUT", "/projects/tide-lines", {
      version: editor.version,
      fields: withFields(editor, {
        images: [
          picture("02.jpg", "A second tide line, the new lead."),
          picture("01.jpg", "A blue tide line across a sheet of paper."),
        ],
      }),
    });
    expect(editor.needed).toEqual([]);
    editor = await s.ok<Readable>("PUT", "/projects/tide-lines/images/1", {
      version: editor.version,
      upload: await s.upload(await imageFile(50, 30)),
    });
    expect(editor.fields.images).toEqual([
      picture("02.jpg", "A second tide line, the new lead."),
      picture("03.jpg", "A blue tide line across a sheet of paper."),
    ]);
    editor = await s.ok<Readable>("DELETE", "/projects/tide-lines/images/0", {
      version: editor.version,
    });
    expect(editor.fields.images.map((image) => image.file)).toEqual(["03.jpg"]);
    expect(trashed(s.studio.dataDir).sort()).toEqual([
      "projects/tide-lines/01.jpg",
      "projects/tide-lines/02.jpg",
    ]);
    expect(readContent(s.fixture.dir).projects).toBe(1);
  });

  it("does not add a picture to a project changed on disk since the page loaded it", async () => {
    const s = await contentStudio();
    const editor = await opened(s);
    const file = join(s.fixture.dir, "projects/tide-lines/project.md");
    writeFileSync(file, `${readFileSync(file, "utf8")}\nMore text by hand.\n`);
    const upload = await s.upload(await imageFile(40, 30));
    const res = await s.call("POST", "/projects/tide-lines/images", {
      version: editor.version,
      upload,
    });
    expect(res.status).toBe(409);
    expect(readdirSync(join(s.fixture.dir, "projects/tide-lines")).sort()).toEqual([
      "01.jpg",
      "project.md",
    ]);
  });
});

function fixtureFields() {
  return {
    title: "Tide Lines",
    year: "2022",
    category: "painting",
    type: "image",
    images: [{ file: "01.jpg", alt: "A blue tide line across a sheet of paper." }],
  };
}
