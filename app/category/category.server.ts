import { resolveTile } from "../../core/images/image-manifest.server.ts";
import { loadCategoryRows } from "../portfolio/portfolio.server.ts";
import type { CategoryRow } from "../portfolio/project-previews.ts";

/** The category at `slug` with its projects, their pictures as its cells show them, or `null`. */
export function loadCategoryRow(slug: string): CategoryRow | null {
  return loadCategoryRows(resolveTile).find((row) => row.category.slug === slug) ?? null;
}
