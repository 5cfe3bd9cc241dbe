import { z } from "zod";

/**
 * The subject of a picture, which every crop of it keeps in frame: how far across and how far
 * down the picture it is, in percent of the picture's width and height (0 0 the top left
 * corner). The same point stays at the same place in every frame, as CSS `object-position`
 * places it, so it is never cut off whatever the frame's shape.
 */
export interface FocalPoint {
  x: number;
  y: number;
}

const example = 'such as "30% 70%" (across, then down)';
const percentages = /^(\d+(?:\.\d+)?)\s*%\s+(\d+(?:\.\d+)?)\s*%$/;

/** A focal point as the artist writes it in project.md or home.yaml: `focus: 30% 70%`. */
export const focalPointSchema = z
  .string({ error: `must be two percentages, ${example}` })
  .trim()
  .transform((text, context): FocalPoint => {
    const match = percentages.exec(text);
    const x = Number(match?.[1]);
    const y = Number(match?.[2]);
    if (!match) {
      context.addIssue({ code: "custom", message: `must be two percentages, ${example}` });
      return z.NEVER;
    }
    if (x > 100 || y > 100) {
      context.addIssue({
        code: "custom",
        message: `"${text}" goes past the picture: each percentage is from 0% to 100%, ${example}`,
      });
      return z.NEVER;
    }
    return { x, y };
  });

/** A focal point as the content file and CSS write it: "30% 70%". */
export function focalPointText({ x, y }: FocalPoint): string {
  return `${x}% ${y}%`;
}
