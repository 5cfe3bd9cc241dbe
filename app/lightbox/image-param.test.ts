import { describe, expect, it } from "vitest";
import { openImageIndex, withOpenImage } from "./image-param.ts";

describe("openImageIndex", () => {
  it("reads the image number counted from 1", () => {
    expect(openImageIndex(new URLSearchParams("image=3"), 6)).toBe(2);
  });

  it("ignores a missing, malformed or out-of-range number", () => {
    expect(openImageIndex(new URLSearchParams(""), 6)).toBeNull();
    expect(openImageIndex(new URLSearchParams("image=abc"), 6)).toBeNull();
    expect(openImageIndex(new URLSearchParams("image=0"), 6)).toBeNull();
    expect(openImageIndex(new URLSearchParams("image=7"), 6)).toBeNull();
    expect(openImageIndex(new URLSearchParams("image=-1"), 6)).toBeNull();
  });
});

describe("withOpenImage", () => {
  it("names the open image and keeps other parameters", () => {
    expect(withOpenImage(new URLSearchParams("ref=mail"), 0)).toBe("?ref=mail&image=1");
  });

  it("removes the image when the lightbox closes", () => {
    expect(withOpenImage(new URLSearchParams("image=2"), null)).toBe("");
  });
});
