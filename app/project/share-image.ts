import type { ProjectView } from "../content/project-schema.ts";
import { fallbackWidth } from "../images/image-usage.ts";
import type { ShareImage } from "../seo/page-meta.ts";

/** The project's first picture as its share image: the JPEG the build makes of it. */
export function projectShareImage(project: ProjectView): ShareImage | undefined {
  const first = project.images.flatMap((image) => (image.kind === "picture" ? [image] : []))[0];
  if (first === undefined) return undefined;
  const width = Math.min(first.width, fallbackWidth);
  const height = Math.round((width * first.height) / first.width);
  return { src: first.src, width, height, alt: first.alt };
}
