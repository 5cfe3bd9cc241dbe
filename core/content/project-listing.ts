import type { Project } from "./project-schema.ts";

/**
 * Whether a project appears in the site's lists (Portfolio, categories, the sitemap, other
 * pages' descriptions): public ones do; unlisted and private ones are reached only by address.
 */
export function isListed(project: Pick<Project, "visibility">): boolean {
  return project.visibility === undefined;
}
