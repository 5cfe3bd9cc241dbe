import { accessPagePaths } from "../site/access-pages.ts";
import { contactAnswerPaths } from "../site/contact-answer-pages.ts";
import { contentDir } from "./content-dir.server.ts";
import { isListed } from "./project-listing.ts";
import { loadProjects } from "./projects.server.ts";
import { loadCategories } from "./site.server.ts";
import type { SiteRouting } from "./site-routing.ts";

/** The prerendered address of the Not-found page, served for every unknown path with HTTP 404. */
const notFoundPath = "/404";

/**
 * Stand-in pages for unknown projects and categories, served with HTTP 404 under their prefix.
 * Their names cannot be slugs, so they never meet a real project or category.
 */
const notFoundStandIns = [
  { prefix: "/project/", page: "/project/_unknown" },
  { prefix: "/category/", page: "/category/_unknown" },
];

/** Whether a project with this id would take the address of a stand-in page. */
export function isStandInProjectId(id: string): boolean {
  return notFoundStandIns.some((standIn) => standIn.page === `/project/${id}`);
}

/**
 * The pages of a private project's password form, prerendered only when a project needs them;
 * the build moves them out of what is served and the server answers with them.
 */
function accessPages(dir: string): string[] {
  const anyPrivate = loadProjects(dir).some((project) => project.visibility === "private");
  return anyPrivate ? Object.values(accessPagePaths) : [];
}

/** Every URL the site knows, for the prerender step and the sitemap. */
export function knownPaths(dir: string = contentDir): string[] {
  const categories = loadCategories(dir).map((category) => `/category/${category.slug}`);
  const projects = loadProjects(dir).map((project) => `/project/${project.id}`);
  return [
    "/",
    "/portfolio",
    ...categories,
    ...projects,
    "/blog",
    "/contact",
    ...Object.values(contactAnswerPaths),
    "/about",
    notFoundPath,
    ...notFoundStandIns.map((standIn) => standIn.page),
    ...accessPages(dir),
  ];
}

/**
 * The pages worth listing for search engines: every known page but the Not-found ones, the
 * contact form's answers, the password form and the projects that are unlisted or private.
 */
export function publicPaths(dir: string = contentDir): string[] {
  const hidden = new Set([
    notFoundPath,
    ...Object.values(contactAnswerPaths),
    ...notFoundStandIns.map((standIn) => standIn.page),
    ...accessPages(dir),
    ...loadProjects(dir)
      .filter((project) => !isListed(project))
      .map((project) => `/project/${project.id}`),
  ]);
  return knownPaths(dir).filter((path) => !hidden.has(path));
}

/** What the server answers for addresses that are not pages of the site. */
export function siteRouting(dir: string = contentDir): SiteRouting {
  const redirects: Record<string, string> = {};
  for (const category of loadCategories(dir)) {
    for (const alias of category.aliases)
      redirects[`/category/${alias}`] = `/category/${category.slug}`;
  }
  return { notFoundPage: notFoundPath, notFoundByPrefix: notFoundStandIns, redirects };
}
