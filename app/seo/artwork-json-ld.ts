import type { ProjectView } from "../../core/content/project-schema.ts";
import type { Site } from "../../core/content/site-schema.ts";
import { withOpenImage } from "../lightbox/image-param.ts";
import { workJsonLd } from "./offer-json-ld.ts";
import { artistId } from "./person-json-ld.ts";

export type ArtworkFields = Pick<
  ProjectView,
  "id" | "title" | "year" | "medium" | "description" | "images" | "work"
>;

/**
 * The works of a series that the content names or offers, each a VisualArtwork of its own at
 * its lightbox address.
 */
function seriesWorks(project: ArtworkFields, site: Site, url: string): Record<string, unknown>[] {
  let slide = 0;
  return project.images.flatMap((image) => {
    // The lightbox counts pictures only; a work not photographed yet has no address there.
    const shown =
      image.kind === "picture"
        ? {
            url: `${url}${withOpenImage(new URLSearchParams(), slide++)}`,
            image: `${site.siteUrl}${image.src}`,
          }
        : {};
    if (!image.work) return [];
    return [
      { "@type": "VisualArtwork", name: image.work.name, ...shown, ...workJsonLd(image.work) },
    ];
  });
}

/**
 * Schema.org VisualArtwork for a project: its pictures, the year it was begun (a range such as
 * "2023/2025" starts in 2023), its medium when the content names one, and the artist. A project
 * that is a work for sale carries its Offer; the works of a series are its parts.
 */
export function artworkJsonLd(project: ArtworkFields, site: Site): Record<string, unknown> {
  const images = project.images.flatMap((image) =>
    image.kind === "picture" ? [`${site.siteUrl}${image.src}`] : [],
  );
  const description = project.description.trim();
  const url = `${site.siteUrl}/project/${project.id}`;
  const parts = seriesWorks(project, site, url);
  return {
    "@context": "https://schema.org",
    "@type": "VisualArtwork",
    name: project.title,
    url,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    dateCreated: project.year.slice(0, 4),
    ...(project.medium ? { artMedium: project.medium } : {}),
    creator: { "@type": "Person", "@id": artistId(site), name: site.name, url: `${site.siteUrl}/` },
    ...workJsonLd(project.work),
    ...(parts.length > 0 ? { hasPart: parts } : {}),
  };
}
