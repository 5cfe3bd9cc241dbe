import { AboutEditing } from "./about-editing.ts";
import { CategoriesEditing } from "./categories-editing.ts";
import { ProjectEditing } from "./project-editing.ts";
import { SiteEditing } from "./site-editing.ts";
import { SlideshowEditing } from "./slideshow-editing.ts";
import { StudioContent, type StudioContentOptions } from "./studio-content.ts";

/** Everything the Studio edits in the content folder, over one shared queue of changes. */
export interface ContentEditors {
  content: StudioContent;
  projects: ProjectEditing;
  site: SiteEditing;
  categories: CategoriesEditing;
  slideshow: SlideshowEditing;
  about: AboutEditing;
}

export function contentEditors(options: StudioContentOptions): ContentEditors {
  const content = new StudioContent(options);
  return {
    content,
    projects: new ProjectEditing(content),
    site: new SiteEditing(content),
    categories: new CategoriesEditing(content),
    slideshow: new SlideshowEditing(content),
    about: new AboutEditing(content),
  };
}
