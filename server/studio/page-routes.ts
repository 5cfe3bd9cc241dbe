import { z } from "zod";
import type {
  AboutSave,
  CategoriesSave,
  SiteSave,
  SlideshowSave,
  UseUpload,
} from "../../core/studio/content-api.ts";
import { contentAnswer } from "./content-answer.ts";
import { readJsonBody } from "./json-body.ts";
import type { StudioContext, StudioDeps, StudioRoute } from "./studio-route.ts";

const line = z.string().max(2000);
const version = z.string().min(1).max(64);
const uploadId = z.string().regex(/^[0-9a-f]{32}$/, "not an upload id");

const siteSchema = z.strictObject({
  version,
  fields: z.strictObject({
    name: line,
    tagline: line,
    description: z.string().max(10_000),
    siteUrl: line,
    copyrightYear: line,
    social: z.strictObject({ label: line, url: line }),
    newsletter: z.strictObject({
      platform: line,
      publicationUrl: line,
      subscribeUrl: line,
      feedScriptUrl: line,
    }),
    contactEmail: line,
    blockAiCrawlers: z.boolean(),
    keepCopyrightInPictures: z.boolean(),
  }),
}) satisfies z.ZodType<SiteSave>;

const categoriesSchema = z.strictObject({
  version,
  categories: z
    .array(z.strictObject({ name: line, slug: line, aliases: z.array(line).max(100) }))
    .max(200),
}) satisfies z.ZodType<CategoriesSave>;

const slideshowSchema = z.strictObject({
  version,
  slides: z.array(z.strictObject({ file: line, alt: line })).max(200),
}) satisfies z.ZodType<SlideshowSave>;

const aboutSchema = z.strictObject({
  version,
  fields: z.strictObject({ portraitAlt: line, text: z.string().max(100_000) }),
}) satisfies z.ZodType<AboutSave>;

const uploadSchema = z.strictObject({ version, upload: uploadId }) satisfies z.ZodType<UseUpload>;

/** Room for a long About text or a slideshow of many pictures. */
const pageSaveLimit = 256 * 1024;

/**
 * The content beside the projects: the site's settings (site.yaml), the categories, the home
 * slideshow and the About page.
 */
export function pageRoutes(deps: StudioDeps): StudioRoute[] {
  const { site, categories, slideshow, about } = deps.content;

  const saving =
    <T>(schema: z.ZodType<T>, save: (body: T) => Promise<unknown>) =>
    async (c: StudioContext) => {
      const body = await readJsonBody(c, schema);
      if (!body.ok) return body.response;
      return contentAnswer(c, () => save(body.value));
    };

  const route = (
    method: StudioRoute["method"],
    path: string,
    handler: StudioRoute["handler"],
    bodyLimit?: number,
  ): StudioRoute => ({ method, path, access: "owner", handler, bodyLimit });

  return [
    route("GET", "/site", (c) => contentAnswer(c, () => site.editor())),
    route(
      "PUT",
      "/site",
      saving(siteSchema, (body) => site.save(body.version, body.fields)),
      pageSaveLimit,
    ),
    route("GET", "/categories", (c) => contentAnswer(c, () => categories.editor())),
    route(
      "PUT",
      "/categories",
      saving(categoriesSchema, (body) => categories.save(body.version, body.categories)),
      pageSaveLimit,
    ),
    route("GET", "/slideshow", (c) => contentAnswer(c, () => slideshow.editor())),
    route(
      "PUT",
      "/slideshow",
      saving(slideshowSchema, (body) => slideshow.save(body.version, body.slides)),
      pageSaveLimit,
    ),
    route(
      "POST",
      "/slideshow/images",
      saving(uploadSchema, (body) => slideshow.addUpload(body.version, body.upload)),
    ),
    route("GET", "/about", (c) => contentAnswer(c, () => about.editor())),
    route(
      "PUT",
      "/about",
      saving(aboutSchema, (body) => about.save(body.version, body.fields)),
      pageSaveLimit,
    ),
    route(
      "PUT",
      "/about/portrait",
      saving(uploadSchema, (body) => about.replacePortrait(body.version, body.upload)),
    ),
  ];
}
