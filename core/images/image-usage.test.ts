import { describe, expect, it } from "vitest";
import { tileWidthsFor, widthsFor } from "./image-usage.ts";

describe("widths encoded for where an image is shown", () => {
  it("gives previews 330 and 660 px, for 1x and 2x screens", () => {
    expect(widthsFor(["preview"], 2000)).toEqual([330, 660]);
  });

  it("gives a project's first images every width from preview to full screen", () => {
    expect(widthsFor(["preview", "cell", "full"], 3000)).toEqual([
      330, 480, 680, 800, 1280, 1920, 2400,
    ]);
  });

  it("never goes wider than the original, and uses the original's own width at the top", () => {
    expect(widthsFor(["cell", "full"], 1500)).toEqual([480, 680, 800, 1280, 1500]);
  });

  it("replaces a width just below the original by the original width", () => {
    expect(widthsFor(["cell", "full"], 2000)).toEqual([480, 680, 800, 1280, 2000]);
  });

  it("encodes one of two widths this close together, the larger, which serves both", () => {
    expect(widthsFor(["preview", "cell"], 2000)).toEqual([330, 480, 680, 800]);
    expect(widthsFor(["preview", "portrait"], 2000)).toEqual([330, 480, 680, 1280]);
  });

  it("keeps a small original at its own size only", () => {
    expect(widthsFor(["preview", "cell"], 300)).toEqual([300]);
  });
});

describe("crops made for a category cell's 4:3 frame", () => {
  it("crops a picture taller than the frame at the cell's widths", () => {
    expect(tileWidthsFor(1600, 2000)).toEqual([480, 680, 800]);
    expect(tileWidthsFor(1800, 1800)).toEqual([480, 680, 800]);
  });

  it("never crops wider than the picture", () => {
    expect(tileWidthsFor(600, 800)).toEqual([480, 600]);
  });

  it("makes no crop of a picture with the frame's shape, or wider", () => {
    expect(tileWidthsFor(800, 600)).toEqual([]);
    expect(tileWidthsFor(1330, 1000)).toEqual([]);
    expect(tileWidthsFor(1600, 900)).toEqual([]);
  });
});
