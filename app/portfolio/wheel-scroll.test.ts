import { describe, expect, it } from "vitest";
import { wheelScrollDelta } from "./wheel-scroll.ts";

describe("wheelScrollDelta", () => {
  it("turns a vertical wheel into horizontal movement while the strip can scroll", () => {
    expect(wheelScrollDelta({ x: 0, y: 100 }, 0, 500)).toBe(100);
    expect(wheelScrollDelta({ x: 0, y: -100 }, 200, 500)).toBe(-100);
  });

  it("lets the page scroll when the strip is at its end in the wheel's direction", () => {
    expect(wheelScrollDelta({ x: 0, y: 100 }, 500, 500)).toBeNull();
    expect(wheelScrollDelta({ x: 0, y: -100 }, 0, 500)).toBeNull();
  });

  it("leaves horizontal gestures to the browser", () => {
    expect(wheelScrollDelta({ x: 80, y: 10 }, 100, 500)).toBeNull();
  });

  it("does nothing for a strip that fits", () => {
    expect(wheelScrollDelta({ x: 0, y: 100 }, 0, 0)).toBeNull();
  });
});
