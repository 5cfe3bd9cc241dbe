import type { Site } from "../../core/content/site-schema.ts";

/** The identifier other structured data uses to name the artist as its creator. */
export function artistId(site: Pick<Site, "siteUrl">): string {
  return `${site.siteUrl}/#artist`;
}

/**
 * Schema.org Person for the artist: who made the site and its work, with the profiles
 * (social network, newsletter) search engines may tie to the same person.
 */
export function personJsonLd(site: Site, portrait?: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": artistId(site),
    name: site.name,
    url: `${site.siteUrl}/`,
    description: site.description,
    ...(portrait ? { image: `${site.siteUrl}${portrait}` } : {}),
    sameAs: [site.social.url, site.newsletter.publicationUrl],
  };
}
