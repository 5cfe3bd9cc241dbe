import { describe, expect, it } from "vitest";
import {
  noWorkFields,
  type ProjectFields,
  type ProjectImageFields,
} from "../../../core/studio/content-api.ts";
import {
  elementIdOfField,
  withAddedPicture,
  withoutPicture,
  withReplacedPicture,
} from "./project-form-merge.ts";

/** A picture with its file and alt text and nothing else said about it. */
function picture(file: string, alt: string): ProjectImageFields {
  return { file, alt, title: "", focus: "", ...noWorkFields };
}

const saved: ProjectFields = {
  title: "Night Swim",
  year: "2024",
  category: "photography",
  type: "image",
  medium: "",
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
  images: [picture("01.jpg", "The lake."), picture("02.jpg", "")],
  description: "",
};

// The artist has reordered, written an alt text and changed the title, none of it saved.
const form: ProjectFields = {
  ...saved,
  title: "Night Swimming",
  images: [picture("02.jpg", "The jetty."), picture("01.jpg", "The lake.")],
};

describe("the project form around picture changes made on the server", () => {
  it("adds the new picture at the end and keeps every unsaved change", () => {
    const next = { ...saved, images: [...saved.images, picture("03.png", "")] };
    expect(withAddedPicture(form, next)).toEqual({
      ...form,
      images: [...form.images, picture("03.png", "")],
    });
    expect(withAddedPicture(withAddedPicture(form, next), next).images).toHaveLength(3);
  });

  it("puts a replacement in its picture's place with its alt text", () => {
    expect(withReplacedPicture(form, "01.jpg", "03.jpg").images).toEqual([
      picture("02.jpg", "The jetty."),
      picture("03.jpg", "The lake."),
    ]);
  });

  it("takes a removed picture out and leaves the rest as the artist has it", () => {
    expect(withoutPicture(form, "02.jpg")).toEqual({
      ...form,
      images: [picture("01.jpg", "The lake.")],
    });
  });
});

describe("the form element of a field the build names", () => {
  const images = [picture("01.jpg", "First"), picture("02.png", "")];

  it("finds a picture's field by the picture's place in the list, whatever its file", () => {
    expect(elementIdOfField("images.1.alt", images)).toBe("project-image-02-png-alt");
    expect(elementIdOfField("images.0.price", images)).toBe("project-image-01-jpg-price");
  });

  it("finds a project's own field by its name", () => {
    expect(elementIdOfField("layout.columns", images)).toBe("project-layout-columns");
  });

  it("falls back to the field's name for a picture no longer in the list", () => {
    expect(elementIdOfField("images.5.alt", images)).toBe("project-images-5-alt");
  });
});
