import { z } from "zod";

/** The script conventions of the analytics services the site can load. */
const analyticsProviders = ["plausible", "umami"] as const;

/** The artist's identity and links, from `content/site.yaml`. */
export const siteSchema = z.object({
  name: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(1),
  siteUrl: z.url().transform((url) => url.replace(/\/+$/, "")),
  copyrightYear: z.number().int().min(1900).max(2100),
  social: z.object({ label: z.string().min(1), url: z.url() }),
  newsletter: z.object({
    platform: z.string().min(1),
    publicationUrl: z.url(),
    subscribeUrl: z.url(),
    feedScriptUrl: z.url(),
  }),
  contactEmail: z.email(),
  /**
   * Visitor figures from a privacy-friendly service (Plausible, Umami or one that works like
   * them); without it, no request leaves the site.
   */
  analytics: z
    .strictObject({
      provider: z.enum(analyticsProviders, {
        error: (issue) =>
          `unknown provider "${String(issue.input)}": use plausible or umami (or a service compatible with one of them)`,
      }),
      scriptUrl: z.url({
        protocol: /^https$/,
        error: "must be the full https:// address of the service's script",
      }),
      siteId: z
        .string({ error: "must be the site's id at the service (Plausible: your domain)" })
        .trim()
        .min(1, "must not be empty"),
    })
    .optional(),
});

export type Site = z.infer<typeof siteSchema>;
export type AnalyticsSettings = NonNullable<Site["analytics"]>;

/** One portfolio category, from `content/categories.yaml`. */
const categorySchema = z.object({
  name: z.string().min(1),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
  aliases: z.array(z.string()).default([]),
});

export const categoriesSchema = z.array(categorySchema).min(1);

export type Category = z.infer<typeof categorySchema>;
