import { z } from "zod";

/** What a finished build records about itself in `release.json`. */
export const releaseInfoSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** How long the build took. */
  buildMs: z.number(),
  pages: z.number(),
  projects: z.number(),
  images: z.number(),
});

export type ReleaseInfo = z.infer<typeof releaseInfoSchema>;
