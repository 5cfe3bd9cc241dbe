import { describe, expect, it } from "vitest";
import type { ResolvedImage } from "../../core/images/image-data.ts";
import { picturesOnPhoneScreen, stripPictureSizes } from "./strip-picture-sizes.ts";

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

describe("the pictures of a strip's first project that a phone shows before scrolling", () => {
  it("counts those that start within a 412 px screen", () => {
    // 16 + 252 + 8 = 276: the second (124 px) starts on screen, the third at 408 still does,
    // the fourth at 668 does not.
    const landscape = picture(2000, 1400);
    const portrait = picture(1400, 2000);
    expect(picturesOnPhoneScreen([landscape, portrait, landscape, portrait])).toBe(3);
  });

  it("leaves out a picture that starts beyond the screen", () => {
    // 16 + 252 + 8 + 252 + 8 = 536: the third starts out of sight.
    const landscape = picture(2000, 1400);
    expect(picturesOnPhoneScreen([landscape, landscape, landscape])).toBe(2);
  });

  it("shows the first picture whatever its width", () => {
    expect(picturesOnPhoneScreen([picture(4000, 1000)])).toBe(1);
    expect(picturesOnPhoneScreen([])).toBe(0);
  });
});
