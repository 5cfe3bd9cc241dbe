import { z } from "zod";
import type { FocalPoint } from "../images/focal-point.ts";
import { focalPointSchema } from "./focal-point-schema.ts";

const imagePath = z
  .string({
    error: (issue) => (issue.input === undefined ? "the image file is required" : "must be text"),
  })
  .trim()
  .min(1, "the image file must not be empty")
  .regex(/\.(jpe?g|png)$/i, "must be a .jpg, .jpeg or .png file")
  .refine((file) => !file.startsWith("/") && !file.split(/[\\/]/).includes(".."), {
    message: "must be a file inside the content folder, such as home/slide-1.jpg",
  });

/** `content/home.yaml`: the home page's background slideshow, shown in this order. */
export const homeSchema = z.strictObject({
  slides: z
    .array(
      z.strictObject({
        file: imagePath,
        alt: z
          .string({ error: "every image needs alt text" })
          .trim()
          .min(1, "every image needs alt text"),
        /** Where the picture's subject is, kept in frame where the screen crops it. */
        focus: focalPointSchema.optional(),
      }),
      { error: "must be a list of slides, each with a file and alt text" },
    )
    .min(1, "the slideshow needs at least one slide"),
});

export interface HomeSlide {
  /** The image's path inside `content/`, as written in home.yaml. */
  path: string;
  alt: string;
  /** Where its subject is, which the slideshow keeps in frame; the centre when absent. */
  focus?: FocalPoint;
}
