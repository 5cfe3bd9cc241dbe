import { describe, expect, it } from "vitest";
import { timeLeft } from "./prepare-images.ts";

const progress = (done: number, total: number, ms: number) => ({
  done: 0,
  total: 0,
  encoding: { done, total, ms },
});

describe("the image step's time left", () => {
  it("is the pace of the images encoded so far, times the images still to encode", () => {
    expect(timeLeft(progress(4, 10, 2000))).toBe(3000);
  });

  it("is unknown before the first new image is done, and nothing once all are", () => {
    expect(timeLeft(progress(0, 10, 0))).toBeUndefined();
    expect(timeLeft(progress(10, 10, 5000))).toBe(0);
    expect(timeLeft(progress(0, 0, 0))).toBe(0);
  });
});
