import { z } from "zod";
import type {
  AboutSave,
  CategoriesSave,
  SiteSave,
  SlideshowSave,
} from "../../core/studio/content-api.ts";
import { contentAnswer, contentChange } from "./content-answer.ts";
import { line, uploadSchema, version } from "./content-form-fields.ts";
import { ownerRoute, type StudioDeps, type StudioRoute } from "./studio-route.ts";

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
    timeZone: line,
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
  slides: z.array(z.strictObject({ file: line, alt: line, focus: line })).max(200),
}) satisfies z.ZodType<SlideshowSave>;

const aboutSchema = z.strictObject({
  version,
  fields: z.strictObject({ portraitAlt: line, text: z.string().max(100_000) }),
}) satisfies z.ZodType<AboutSave>;

/** Room for a long About text or a slideshow of many pictures. */
const pageSaveLimit = 256 * 1024;

/** The two routes of one content screen: what its form shows, and saving the form. */
function screenRoutes(
  path: string,
  editing: { editor(): Promise<unknown> },
  save: StudioRoute["handler"],
): StudioRoute[] {
  return [
    ownerRoute("GET", path, (c) => contentAnswer(c, () => editing.editor())),
    ownerRoute("PUT", path, save, pageSaveLimit),
  ];
}

/**
 * The content beside the projects: the site's settings (site.yaml), the categories, the home
 * slideshow and the About page.
 */
export function pageRoutes(deps: StudioDeps): StudioRoute[] {
  const { site, categories, slideshow, about } = deps.content;
  const saveSite = contentChange(siteSchema, (body) => site.save(body.version, body.fields));
  const saveCategories = contentChange(categoriesSchema, (body) =>
    categories.save(body.version, body.categories),
  );
  const saveSlideshow = contentChange(slideshowSchema, (body) =>
    slideshow.save(body.version, body.slides),
  );
  const addSlide = contentChange(uploadSchema, (body) =>
    slideshow.addUpload(body.version, body.upload),
  );
  const saveAbout = contentChange(aboutSchema, (body) => about.save(body.version, body.fields));
  const replacePortrait = contentChange(uploadSchema, (body) =>
    about.replacePortrait(body.version, body.upload),
  );
  return [
    ...screenRoutes("/site", site, saveSite),
    ...screenRoutes("/categories", categories, saveCategories),
    ...screenRoutes("/slideshow", slideshow, saveSlideshow),
    ownerRoute("POST", "/slideshow/images", addSlide),
    ...screenRoutes("/about", about, saveAbout),
    ownerRoute("PUT", "/about/portrait", replacePortrait),
  ];
}
