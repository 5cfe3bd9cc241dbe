import { describe, expect, it } from "vitest";
import type { ResolvedImage } from "../images/image-data.ts";
import { stripPictureSizes } from "./strip-picture-sizes.ts";

function picture(width: number, height: number): ResolvedImage {
  return {
    kind: "picture",
    alt: "A picture.",
    src: "/img/a-1280.jpg",
    width,
    height,
    avifSrcset: "",
    webpSrcset: "",
    color: "#808080",
    blurDataUri: "data:,",
  };
}

describe("the shown width of a Portfolio strip picture", () => {
  it("follows a landscape picture's proportions on phones and stops at 330 px on wider screens", () => {
    expect(stripPictureSizes(picture(2000, 1400))).toBe("(min-width: 768px) 330px, 252px");
  });

  it("keeps a portrait far narrower than 330 px", () => {
    expect(stripPictureSizes(picture(1400, 2000))).toBe("(min-width: 768px) 168px, 124px");
  });

  it("is the preview's 330 px for work still to come", () => {
    expect(stripPictureSizes({ kind: "coming-soon", alt: "Still to come." })).toBe("330px");
  });
});
