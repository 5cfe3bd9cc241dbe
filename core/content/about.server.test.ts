import { describe, expect, it } from "vitest";
import { contentFixtureForEachTest } from "../../tests/fixtures/content-fixture.ts";
import { loadAbout } from "./about.server.ts";

const content = contentFixtureForEachTest();

describe("the About page's content", () => {
  it("reads the portrait, its alt text and the paragraphs", () => {
    expect(loadAbout(content.dir)).toEqual({
      portrait: "about/portrait.jpg",
      portraitAlt: "The artist at work.",
      paragraphs: ["A paragraph."],
    });
  });

  it("fails when the portrait file is missing", () => {
    content.file("about.md", "---\nportrait: about/me.jpg\nportraitAlt: Me.\n---\nText.\n");
    expect(() => loadAbout(content.dir)).toThrow(
      `${content.dir}/about.md: portrait: no file "about/me.jpg" in ${content.dir}`,
    );
  });
});
