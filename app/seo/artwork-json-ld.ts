import type { ProjectView } from "../content/project-schema.ts";
import type { Site } from "../content/site-schema.ts";
import { artistId } from "./person-json-ld.ts";

export type ArtworkFields = Pick<
  ProjectView,
  "id" | "title" | "year" | "medium" | "description" | "images"
>;

/**
 * Schema.org VisualArtwork for a project: its pictures, the year it was begun (a range such as
 * "2023/2025" starts in 2023), its medium when the content names one, and the artist.
 */
export function artworkJsonLd(project: ArtworkFields, site: Site): Record<string, unknown> {
  const images = project.images.flatMap((image) =>
    image.kind === "picture" ? [`${site.siteUrl}${image.src}`] : [],
  );
  const description = project.description.trim();
  return {
    "@context": "https://schema.org",
    "@type": "VisualArtwork",
    name: project.title,
    url: `${site.siteUrl}/project/${project.id}`,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    dateCreated: project.year.slice(0, 4),
    ...(project.medium ? { artMedium: project.medium } : {}),
    creator: { "@type": "Person", "@id": artistId(site), name: site.name, url: `${site.siteUrl}/` },
  };
}
