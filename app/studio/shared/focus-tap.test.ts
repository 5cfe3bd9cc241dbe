import { describe, expect, it } from "vitest";
import { focusAfterKey, focusAtTap, typedPercent } from "./focus-tap.ts";

const box = { left: 100, top: 50, width: 200, height: 100 };

describe("setting a picture's focal point", () => {
  it("takes a tap's place on the picture, in whole percentages across and down", () => {
    expect(focusAtTap({ clientX: 160, clientY: 120 }, box)).toEqual({ x: 30, y: 70 });
    expect(focusAtTap({ clientX: 100, clientY: 50 }, box)).toEqual({ x: 0, y: 0 });
    expect(focusAtTap({ clientX: 233.3, clientY: 60.4 }, box)).toEqual({ x: 67, y: 10 });
  });

  it("keeps a tap just past the picture's edge on the edge", () => {
    expect(focusAtTap({ clientX: 301, clientY: 49 }, box)).toEqual({ x: 100, y: 0 });
  });

  it("moves by one percent an arrow key press, ten with Shift, never past an edge", () => {
    expect(focusAfterKey({ x: 50, y: 50 }, "ArrowLeft", false)).toEqual({ x: 49, y: 50 });
    expect(focusAfterKey({ x: 50, y: 50 }, "ArrowDown", true)).toEqual({ x: 50, y: 60 });
    expect(focusAfterKey({ x: 95, y: 3 }, "ArrowRight", true)).toEqual({ x: 100, y: 3 });
    expect(focusAfterKey({ x: 95, y: 3 }, "ArrowUp", true)).toEqual({ x: 95, y: 0 });
    expect(focusAfterKey({ x: 50, y: 50 }, "Enter", false)).toBeUndefined();
  });

  it("reads a typed percentage as a whole one from 0 to 100, and nothing while it is not a number", () => {
    expect(typedPercent("35")).toBe(35);
    expect(typedPercent("12.6")).toBe(13);
    expect(typedPercent("140")).toBe(100);
    expect(typedPercent("")).toBeUndefined();
    expect(typedPercent("abc")).toBeUndefined();
  });
});
