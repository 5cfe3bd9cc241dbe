import { loadCategoryRows } from "../portfolio/portfolio.server.ts";
import type { CategoryRow } from "../portfolio/project-previews.ts";

/** The slug of the stand-in page served, with HTTP 404, for any unknown category. */
export const unknownCategorySlug = "_unknown";

/** The category at `slug` with its projects, or `null` when there is none. */
export function loadCategoryRow(slug: string): CategoryRow | null {
  return loadCategoryRows().find((row) => row.category.slug === slug) ?? null;
}
