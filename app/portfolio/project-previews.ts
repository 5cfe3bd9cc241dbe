import { newestFirst } from "../../core/content/project-order.ts";
import type { Category } from "../../core/content/site-schema.ts";
import type { ResolvedImage } from "../../core/images/image-data.ts";

/** What lists show of a project: its address, title, year and first images. */
export interface ProjectPreview<Image> {
  id: string;
  title: string;
  year: string;
  images: Image[];
  /** Only in a preview's build, which shows the drafts. */
  draft?: true;
}

/**
 * The projects of one category as lists show them: newest first by the first year given,
 * each with at most `imageCount` of its images, in content order.
 */
export function categoryPreviews<Image>(
  projects: readonly {
    id: string;
    title: string;
    year: string;
    category: string;
    images: Image[];
    draft?: true;
  }[],
  slug: string,
  imageCount: number,
): ProjectPreview<Image>[] {
  return newestFirst(projects.filter((project) => project.category === slug)).map(
    ({ id, title, year, images, draft }) => ({
      id,
      title,
      year,
      images: images.slice(0, imageCount),
      ...(draft ? { draft } : {}),
    }),
  );
}

/** A category with its projects, as the Portfolio and Category pages show them. */
export interface CategoryRow {
  category: Pick<Category, "name" | "slug">;
  projects: ProjectPreview<ResolvedImage>[];
}
