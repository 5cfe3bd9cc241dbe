import { describe, expect, it } from "vitest";
import { contentFixtureForEachTest, projectFields } from "../../tests/fixtures/content-fixture.ts";
import { ContentError } from "./content-error.server.ts";
import { publicPaths } from "./known-paths.server.ts";
import { loadListedProjects, loadProjects } from "./projects.server.ts";

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

const image = { file: "01.jpg", alt: "A blue tide line across a sheet of paper." };

describe("the details of a work", () => {
  it("are read from the project when it is one work", () => {
    content.project(
      "tide-lines",
      projectFields({
        availability: "available",
        price: 1200,
        currency: "EUR",
        edition: "3 of 10",
        framed: true,
      }),
    );
    expect(loadProjects(content.dir)[0]?.details).toEqual({
      availability: "available",
      price: 1200,
      currency: "EUR",
      edition: "3 of 10",
      framed: true,
    });
  });

  it("read a currency written in lower case as its code", () => {
    content.project("tide-lines", projectFields({ price: 1200, currency: " eur" }));
    expect(loadProjects(content.dir)[0]?.details).toEqual({ price: 1200, currency: "EUR" });
  });

  it("are read from an image that is one work of a series, with its title", () => {
    content.project(
      "tide-lines",
      projectFields({
        images: [{ ...image, title: "Flood Tide", availability: "sold" }, { ...image }],
      }),
    );
    expect(loadProjects(content.dir)[0]?.images).toEqual([
      {
        path: "projects/tide-lines/01.jpg",
        alt: image.alt,
        title: "Flood Tide",
        details: { availability: "sold" },
      },
      { path: "projects/tide-lines/01.jpg", alt: image.alt },
    ]);
  });

  it("accept every availability a gallery uses, and a price written in quotes", () => {
    for (const availability of ["available", "sold", "on hold", "not for sale"]) {
      content.project(
        "tide-lines",
        projectFields({ availability, price: "950.50", currency: "GBP" }),
      );
      expect(loadProjects(content.dir)[0]?.details).toEqual({
        availability,
        price: 950.5,
        currency: "GBP",
      });
    }
  });

  it("leave a project without them exactly as it was: no new fields at all", () => {
    const [project] = loadProjects(content.dir);
    expect(Object.keys(project ?? {})).toEqual([
      "id",
      "title",
      "year",
      "category",
      "type",
      "layout",
      "description",
      "images",
    ]);
    expect(Object.keys(project?.images[0] ?? {})).toEqual(["path", "alt"]);
  });
});

describe("bad work details stop the build naming the file and the field", () => {
  it("an unknown availability", () => {
    content.project("tide-lines", projectFields({ availability: "reserved" }));
    expect(problem()).toBe(
      'projects/tide-lines/project.md: availability: unknown availability "reserved": use one of available, sold, on hold, not for sale',
    );
  });

  it("an unknown currency, on an image", () => {
    content.project(
      "tide-lines",
      projectFields({ images: [{ ...image, price: 300, currency: "EURO" }] }),
    );
    expect(problem()).toBe(
      'projects/tide-lines/project.md: images.0.currency: unknown currency "EURO": use a three-letter ISO 4217 code such as EUR, USD or GBP',
    );
  });

  it("a price that is not a number", () => {
    content.project("tide-lines", projectFields({ price: "€1,200", currency: "EUR" }));
    expect(problem()).toBe(
      'projects/tide-lines/project.md: price: must be a number, such as 1200, without a currency sign or thousands separator (the currency goes in currency:); got "€1,200"',
    );
  });

  it("a negative price", () => {
    content.project("tide-lines", projectFields({ price: -5, currency: "EUR" }));
    expect(problem()).toBe("projects/tide-lines/project.md: price: must not be negative");
  });

  it("a price without its currency, and a currency without a price", () => {
    content.project("tide-lines", projectFields({ price: 400 }));
    expect(problem()).toBe(
      "projects/tide-lines/project.md: currency: a price needs its currency, such as EUR",
    );
    content.project("tide-lines", projectFields({ images: [{ ...image, currency: "EUR" }] }));
    expect(problem()).toBe(
      "projects/tide-lines/project.md: images.0.price: a currency needs a price: add the price, or take the currency out",
    );
  });

  it("framing that is not true or false", () => {
    content.project("tide-lines", projectFields({ framed: "yes please" }));
    expect(problem()).toBe("projects/tide-lines/project.md: framed: must be true or false");
  });
});

describe("who may see a project", () => {
  it("is everyone by default, and unlisted or private projects say so", () => {
    content.project("hidden-room", projectFields({ visibility: "unlisted" }));
    content.file("projects/hidden-room/01.jpg");
    content.project("sealed-room", projectFields({ visibility: "private" }));
    content.file("projects/sealed-room/01.jpg");
    content.project("open-room", projectFields({ visibility: "public" }));
    content.file("projects/open-room/01.jpg");
    const visibility = Object.fromEntries(
      loadProjects(content.dir).map((project) => [project.id, project.visibility]),
    );
    expect(visibility).toEqual({
      "hidden-room": "unlisted",
      "open-room": undefined,
      "sealed-room": "private",
      "tide-lines": undefined,
    });
  });

  it("leaves unlisted and private projects out of the lists and the sitemap", () => {
    content.project("hidden-room", projectFields({ visibility: "unlisted" }));
    content.file("projects/hidden-room/01.jpg");
    content.project("sealed-room", projectFields({ visibility: "private" }));
    content.file("projects/sealed-room/01.jpg");
    expect(loadListedProjects(content.dir).map((project) => project.id)).toEqual(["tide-lines"]);
    const paths = publicPaths(content.dir);
    expect(paths).toContain("/project/tide-lines");
    expect(paths.filter((path) => path.startsWith("/project/"))).toEqual(["/project/tide-lines"]);
  });

  it("refuses an unknown visibility", () => {
    content.project("tide-lines", projectFields({ visibility: "secret" }));
    expect(problem()).toBe(
      'projects/tide-lines/project.md: visibility: unknown visibility "secret": use one of public, unlisted, private',
    );
  });
});
