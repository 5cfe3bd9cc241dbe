import { describe, expect, it } from "vitest";
import { focalPointText } from "../images/focal-point.ts";
import { focalPointSchema } from "./focal-point-schema.ts";

function problem(input: unknown): string | undefined {
  const result = focalPointSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("a picture's focal point", () => {
  it("reads two percentages, across then down", () => {
    expect(focalPointSchema.parse("30% 70%")).toEqual({ x: 30, y: 70 });
    expect(focalPointSchema.parse(" 0%   100% ")).toEqual({ x: 0, y: 100 });
    expect(focalPointSchema.parse("12.5% 50%")).toEqual({ x: 12.5, y: 50 });
  });

  it("is written back as it is read", () => {
    expect(focalPointText(focalPointSchema.parse("30% 70%"))).toBe("30% 70%");
  });

  it("refuses anything but two percentages, with an example", () => {
    for (const input of ["30 70", "30%", "left top", "30%,70%", "-5% 50%", 30, ""]) {
      expect(problem(input)).toBe('must be two percentages, such as "30% 70%" (across, then down)');
    }
  });

  it("refuses a point outside the picture", () => {
    expect(problem("120% 50%")).toBe(
      '"120% 50%" goes past the picture: each percentage is from 0% to 100%, such as "30% 70%" (across, then down)',
    );
  });
});
