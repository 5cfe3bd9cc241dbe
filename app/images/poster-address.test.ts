import { describe, expect, it } from "vitest";
import type { ImageData } from "./image-data.ts";
import { posterAddress } from "./poster-address.ts";

function image(webpSrcset: string): ImageData {
  return {
    src: "/img/p-1280.jpg",
    width: 2400,
    height: 1350,
    avifSrcset: webpSrcset.replaceAll(".webp", ".avif"),
    webpSrcset,
    color: "#336699",
    blurDataUri: "data:image/webp;base64,AAAA",
  };
}

describe("a video's still", () => {
  it("is the WebP at the widest width up to 1280 px", () => {
    expect(
      posterAddress(image("/img/p-800.webp 800w, /img/p-1280.webp 1280w, /img/p-1920.webp 1920w")),
    ).toBe("/img/p-1280.webp");
  });

  it("is the narrowest WebP when every width is wider than 1280 px", () => {
    expect(posterAddress(image("/img/p-2400.webp 2400w, /img/p-1500.webp 1500w"))).toBe(
      "/img/p-1500.webp",
    );
  });

  it("is the fallback picture when there is no WebP", () => {
    expect(posterAddress(image(""))).toBe("/img/p-1280.jpg");
  });
});
