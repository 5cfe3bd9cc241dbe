import type { Project, ProjectView } from "../../core/content/project-schema.ts";
import { loadProjects } from "../../core/content/projects.server.ts";
import { loadCategories } from "../../core/content/site.server.ts";
import type { Category } from "../../core/content/site-schema.ts";
import { readImageManifest } from "../../core/images/image-manifest.server.ts";
import { type ShareImage, shareImage } from "../seo/share-image.ts";
import { resolveProject } from "./resolve-project.server.ts";

export interface ProjectPage {
  project: ProjectView;
  category: Pick<Category, "name" | "slug">;
  /** The 1200x630 crop of the first picture, for link previews. */
  share?: ShareImage;
  /** Only for a project kept out of lists and search engines. */
  visibility?: Project["visibility"];
}

/** The project at `id` with what its page needs around it, or `null` when there is none. */
export function loadProjectPage(id: string): ProjectPage | null {
  const project = loadProjects().find((candidate) => candidate.id === id);
  if (!project) return null;
  const manifest = readImageManifest();
  const category = loadCategories().find((candidate) => candidate.slug === project.category);
  const first = project.images[0];
  // A private project's pictures are served only to visitors who gave its password: a link
  // preview, fetched without it, could not show one.
  const shared = first && project.visibility !== "private";
  return {
    project: resolveProject(project, manifest),
    category: { name: category?.name ?? project.category, slug: project.category },
    share: shared ? shareImage(manifest, first.path, first.alt) : undefined,
    ...(project.visibility ? { visibility: project.visibility } : {}),
  };
}
