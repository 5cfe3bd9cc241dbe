import { z } from "zod";
import { type FocalPoint, readFocalPoint } from "../images/focal-point.ts";

const expected = 'must be two percentages, such as "30% 70%" (across, then down)';

/** A picture's focal point as project.md and home.yaml write it: `focus: 30% 70%`. */
export const focalPointSchema = z
  .string({ error: expected })
  .transform((text, context): FocalPoint => {
    const reading = readFocalPoint(text);
    if ("point" in reading) return reading.point;
    context.addIssue({ code: "custom", message: reading.problem });
    return z.NEVER;
  });
