// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ImageData } from "../../core/images/image-data.ts";
import ProjectLightbox from "./ProjectLightbox.tsx";

afterEach(cleanup);

const images: (ImageData & { alt: string })[] = ["first", "second", "third"].map((name) => ({
  src: `/img/${name}.jpg`,
  alt: `The ${name} picture.`,
  width: 1200,
  height: 800,
  avifSrcset: "",
  webpSrcset: "",
  color: "#808080",
  blurDataUri: "",
}));

function lightbox(index: number | null) {
  return (
    <ProjectLightbox
      images={images}
      index={index}
      title="Tide"
      onView={() => {}}
      onClose={() => {}}
    />
  );
}

function shown(): string | null | undefined {
  return document.querySelector(".yarl__slide_current img")?.getAttribute("alt");
}

describe("the lightbox and the address", () => {
  it("starts at the address's picture, and is not pulled back by an address that comes in late", () => {
    const { rerender } = render(lightbox(0));
    expect(shown()).toBe("The first picture.");
    // The address of a picture viewed a moment ago, arriving after the lightbox moved on.
    rerender(lightbox(2));
    expect(shown()).toBe("The first picture.");
    // Closed and opened again, it starts at the address's picture.
    rerender(lightbox(null));
    rerender(lightbox(2));
    expect(shown()).toBe("The third picture.");
  });
});
