import { loadProjects } from "./projects.server.ts";
import { loadCategories } from "./site.server.ts";
import type { SiteRouting } from "./site-routing.ts";

/** The prerendered address of the Not-found page, served for every unknown path with HTTP 404. */
export const notFoundPath = "/404";

/** Every URL the site knows, for the prerender step and the sitemap. */
export function knownPaths(): string[] {
  const categories = loadCategories().map((category) => `/category/${category.slug}`);
  const projects = loadProjects().map((project) => `/project/${project.id}`);
  return [
    "/",
    "/portfolio",
    ...categories,
    ...projects,
    "/blog",
    "/contact",
    "/about",
    notFoundPath,
  ];
}

/** The pages worth listing for search engines: every known page but the Not-found one. */
export function publicPaths(): string[] {
  return knownPaths().filter((path) => path !== notFoundPath);
}

/** What the server answers for addresses that are not pages of the site. */
export function siteRouting(): SiteRouting {
  const redirects: Record<string, string> = {};
  for (const category of loadCategories()) {
    for (const alias of category.aliases)
      redirects[`/category/${alias}`] = `/category/${category.slug}`;
  }
  return { notFoundPage: notFoundPath, notFoundByPrefix: [], redirects };
}
