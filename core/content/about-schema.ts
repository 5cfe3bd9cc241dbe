import { z } from "zod";

export const aboutFrontmatterSchema = z.object({
  portrait: z.string().min(1),
  portraitAlt: z.string().min(1, "every image needs alt text"),
});

export interface AboutPage {
  portrait: string;
  portraitAlt: string;
  paragraphs: string[];
}
