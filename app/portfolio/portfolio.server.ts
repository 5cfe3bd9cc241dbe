import { previewImageCount } from "../../core/content/content-images.server.ts";
import { loadListedProjects } from "../../core/content/projects.server.ts";
import { loadCategories } from "../../core/content/site.server.ts";
import {
  type ImageResolver,
  readImageManifest,
  resolveImage,
} from "../../core/images/image-manifest.server.ts";
import { type CategoryRow, categoryPreviews } from "./project-previews.ts";

/**
 * Every category in the order of `categories.yaml`, each with its projects as lists show
 * them. Only the first images are resolved (`resolve`: as the list shows them): they are the
 * ones with preview sizes, and the page's data stays small.
 */
export function loadCategoryRows(resolve: ImageResolver = resolveImage): CategoryRow[] {
  const manifest = readImageManifest();
  const projects = loadListedProjects();
  return loadCategories().map(({ name, slug }) => ({
    category: { name, slug },
    projects: categoryPreviews(projects, slug, previewImageCount).map((preview) => ({
      ...preview,
      images: preview.images.map((image) => resolve(manifest, image)),
    })),
  }));
}
