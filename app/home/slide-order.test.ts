import { describe, expect, it } from "vitest";
import { nextSlide } from "./slide-order.ts";

describe("nextSlide", () => {
  it("moves to the following slide", () => {
    expect(nextSlide(0, 4)).toBe(1);
    expect(nextSlide(2, 4)).toBe(3);
  });

  it("returns to the first slide after the last", () => {
    expect(nextSlide(3, 4)).toBe(0);
  });

  it("stays at 0 when there are no slides", () => {
    expect(nextSlide(0, 0)).toBe(0);
  });
});
