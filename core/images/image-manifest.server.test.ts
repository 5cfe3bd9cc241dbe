import { describe, expect, it } from "vitest";
import type { ImageData } from "./image-data.ts";
import { resolveImage, resolveTile } from "./image-manifest.server.ts";
import type { ImageManifest } from "./image-manifest.ts";

const data: ImageData = {
  src: "/img/a-1280.jpg",
  width: 1200,
  height: 1600,
  avifSrcset: "/img/a-480.avif 480w",
  webpSrcset: "/img/a-480.webp 480w",
  color: "#336699",
  blurDataUri: "data:image/webp;base64,AAAA",
};

const manifest: ImageManifest = {
  images: { "projects/a/01.jpg": data },
  files: {},
  shares: {},
  tiles: {
    "projects/a/01.jpg": {
      avifSrcset: "/img/a-tile-480.avif 480w",
      webpSrcset: "/img/a-tile-480.webp 480w",
    },
  },
  outputs: [],
};

describe("a content image as the screens receive it", () => {
  it("carries the picture's focal point when the content names one", () => {
    const image = { path: "projects/a/01.jpg", alt: "A.", focus: { x: 10, y: 90 } };
    expect(resolveImage(manifest, image)).toEqual({
      kind: "picture",
      alt: "A.",
      focus: { x: 10, y: 90 },
      ...data,
    });
    expect(resolveTile(manifest, image)).toMatchObject({
      focus: { x: 10, y: 90 },
      avifSrcset: "/img/a-tile-480.avif 480w",
    });
  });

  it("has no focal point at all when the content names none, so the page's data stays as it was", () => {
    const image = resolveImage(manifest, { path: "projects/a/01.jpg", alt: "A." });
    expect(Object.keys(image)).not.toContain("focus");
  });
});
