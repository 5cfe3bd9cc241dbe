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
  /** The drafts a preview's build shows, by project id: absent from a build that can go live. */
  drafts: z.array(z.string()).optional(),
});

export type ReleaseInfo = z.infer<typeof releaseInfoSchema>;
