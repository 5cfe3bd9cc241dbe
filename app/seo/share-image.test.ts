import { describe, expect, it } from "vitest";
import type { ImageManifest } from "../../core/images/image-manifest.ts";
import { shareImage } from "./share-image.ts";

const manifest: ImageManifest = {
  images: {},
  files: {},
  shares: { "home/slide-1.jpg": "/img/abc-share-1200x630.jpg" },
  tiles: {},
  outputs: ["abc-share-1200x630.jpg"],
};

describe("link-preview images", () => {
  it("gives the 1200x630 crop of an image with its alt text", () => {
    expect(shareImage(manifest, "home/slide-1.jpg", "Red poppies.")).toEqual({
      src: "/img/abc-share-1200x630.jpg",
      width: 1200,
      height: 630,
      alt: "Red poppies.",
    });
  });

  it("gives nothing for a 'Coming Soon' placeholder", () => {
    expect(shareImage(manifest, "projects/a/placeholder.jpg", "Coming soon.")).toBeUndefined();
  });

  it("names the image when it has no crop", () => {
    expect(() => shareImage(manifest, "projects/a/01.jpg", "A.")).toThrow(
      /^content\/projects\/a\/01\.jpg has no link-preview image/,
    );
  });
});
