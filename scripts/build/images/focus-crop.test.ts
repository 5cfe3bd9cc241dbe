import { describe, expect, it } from "vitest";
import { focusRegion, focusTag } from "./focus-crop.ts";

describe("the region a crop keeps around a focal point", () => {
  it("slides across a wide picture as far as the point is across it", () => {
    const source = { width: 2000, height: 1000 };
    const square = { width: 100, height: 100 };
    expect(focusRegion(source, square, { x: 0, y: 50 })).toEqual({
      left: 0,
      top: 0,
      width: 1000,
      height: 1000,
    });
    expect(focusRegion(source, square, { x: 90, y: 50 })).toMatchObject({ left: 900 });
    expect(focusRegion(source, square, { x: 100, y: 0 })).toMatchObject({ left: 1000 });
  });

  it("slides down a tall picture as far as the point is down it", () => {
    const region = focusRegion(
      { width: 600, height: 900 },
      { width: 1200, height: 630 },
      {
        x: 50,
        y: 80,
      },
    );
    expect(region).toEqual({ left: 0, top: 468, width: 600, height: 315 });
  });

  it("always holds the focal point", () => {
    const source = { width: 1600, height: 1200 };
    for (const x of [0, 13, 50, 87, 100]) {
      for (const y of [0, 31, 50, 99, 100]) {
        const region = focusRegion(source, { width: 1200, height: 630 }, { x, y });
        const point = { x: (source.width * x) / 100, y: (source.height * y) / 100 };
        expect(point.x).toBeGreaterThanOrEqual(region.left);
        expect(point.x).toBeLessThanOrEqual(region.left + region.width);
        expect(point.y).toBeGreaterThanOrEqual(region.top);
        expect(point.y).toBeLessThanOrEqual(region.top + region.height);
        expect(region.top + region.height).toBeLessThanOrEqual(source.height);
      }
    }
  });

  it("names a crop by its focal point, and a centred one as before", () => {
    expect(focusTag({ x: 30, y: 70 })).toBe("-f30x70");
    expect(focusTag(undefined)).toBe("");
  });
});
