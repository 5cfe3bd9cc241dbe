import { describe, expect, it } from "vitest";
import { srcsetEntries } from "./srcset-entries.ts";

describe("srcsetEntries", () => {
  it("lists each candidate with its width and the proportional height", () => {
    expect(
      srcsetEntries("/img/a-800.webp 800w, /img/a-1600.webp 1600w", { width: 2000, height: 1500 }),
    ).toEqual([
      { src: "/img/a-800.webp", width: 800, height: 600 },
      { src: "/img/a-1600.webp", width: 1600, height: 1200 },
    ]);
  });

  it("skips candidates without a width descriptor", () => {
    expect(srcsetEntries("/img/a.webp 2x, ", { width: 10, height: 10 })).toEqual([]);
  });
});
