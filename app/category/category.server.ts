import { loadCategoryRows } from "../portfolio/portfolio.server.ts";
import type { CategoryRow } from "../portfolio/project-previews.ts";

/** The category at `slug` with its projects, or `null` when there is none. */
export function loadCategoryRow(slug: string): CategoryRow | null {
  return loadCategoryRows().find((row) => row.category.slug === slug) ?? null;
}
