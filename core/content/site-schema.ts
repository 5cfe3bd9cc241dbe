import { z } from "zod";
import { isTimeZone } from "./live-window.ts";

/** The script conventions of the analytics services the site can load. */
const analyticsProviders = ["plausible", "umami"] as const;

/** A line of text the artist must write; the messages are what the build and the Studio show. */
const text = () => z.string({ error: "must be text" }).min(1, "must not be empty");

/** A web address, whole: the site links to it or loads it as it is. */
const webAddress = () =>
  z.url({ error: "must be a whole web address, starting with https:// (or http://)" });

const year = "must be a year, such as 2025";

/** The artist's identity and links, from `content/site.yaml`. */
export const siteSchema = z.object({
  name: text(),
  tagline: text(),
  description: text(),
  siteUrl: webAddress().transform((url) => url.replace(/\/+$/, "")),
  copyrightYear: z.number({ error: year }).int(year).min(1900, year).max(2100, year),
  social: z.object({ label: text(), url: webAddress() }),
  newsletter: z.object({
    platform: text(),
    publicationUrl: webAddress(),
    subscribeUrl: webAddress(),
    feedScriptUrl: webAddress(),
  }),
  contactEmail: z.email({ error: "must be an e-mail address, such as name@example.com" }),
  /**
   * The time zone of the projects' `liveFrom` and `liveUntil`, an IANA name such as
   * `Europe/Paris`. UTC unless set: the one zone that means the same on every server.
   */
  timeZone: z
    .string({ error: "must be a time zone such as Europe/Paris" })
    .trim()
    .refine(isTimeZone, {
      error: (issue) =>
        `unknown time zone "${String(issue.input)}": use a name such as Europe/Paris, America/New_York or UTC`,
    })
    .optional(),
  /**
   * Keeps AI crawlers out: robots.txt disallows them, pages and pictures say `noai, noimageai`,
   * and the server and Caddy answer them 403 (core/site/ai-crawlers.ts). Off unless set.
   */
  blockAiCrawlers: z.boolean({ error: "must be true or false" }).optional(),
  /**
   * Keeps the copyright and artist fields of the pictures' own EXIF in the files the site
   * serves; without it they carry no field of the camera's at all. Off unless set.
   */
  keepCopyrightInPictures: z.boolean({ error: "must be true or false" }).optional(),
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
