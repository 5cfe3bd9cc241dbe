import { describe, expect, it } from "vitest";
import { fieldInWords } from "./field-in-words.ts";

describe("fieldInWords", () => {
  it("names a picture's field by the picture's place, counted from one", () => {
    expect(fieldInWords("images.0.alt")).toBe("Alt text of picture 1");
    expect(fieldInWords("images.2.price")).toBe("Price of picture 3");
    expect(fieldInWords("images.4")).toBe("Picture 5");
  });

  it("names a project's own fields as its form does", () => {
    expect(fieldInWords("title")).toBe("Title");
    expect(fieldInWords("videoUrl")).toBe("Video address");
    expect(fieldInWords("availability")).toBe("Availability");
    expect(fieldInWords("layout.columns")).toBe("Columns");
    expect(fieldInWords("images")).toBe("Pictures");
  });

  it("keeps the build's name for a field it does not know", () => {
    expect(fieldInWords("somethingNew")).toBe("SomethingNew");
  });
});
