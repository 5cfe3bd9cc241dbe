import type { MetaDescriptor } from "react-router";
import type { Site } from "../content/site-schema.ts";

/** An image for link previews (Open Graph, Twitter cards), with its pixel size. */
export interface ShareImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageInfo {
  /** The page's own title; omitted for the home page, which carries the artist's name alone. */
  title?: string;
  description: string;
  /** The page's address on the site ("/about"), for its canonical URL and share cards. */
  path?: string;
  /** The picture shown when the page is shared; the site's own image when omitted. */
  image?: ShareImage;
  /** Schema.org objects describing what the page shows (an artwork, breadcrumbs). */
  structuredData?: Record<string, unknown>[];
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The artist's configuration, read from the root route's data inside a `meta` export. */
export function siteFromMatches(matches: ReadonlyArray<MatchLike | undefined>): Site | undefined {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  if (root && typeof root === "object" && "site" in root) return root.site as Site;
  return undefined;
}

/** Title, description, canonical link and share-card tags for a page, named after the artist. */
export function pageMeta(site: Site | undefined, page: PageInfo): MetaDescriptor[] {
  const name = site?.name ?? "";
  const title = page.title ? `${page.title} | ${name}` : `${name}: ${site?.tagline ?? ""}`;
  const tags: MetaDescriptor[] = [{ title }, { name: "description", content: page.description }];
  if (site && page.path !== undefined) {
    const url = `${site.siteUrl}${page.path === "/" ? "/" : page.path}`;
    tags.push(
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: name },
      { property: "og:title", content: title },
      { property: "og:description", content: page.description },
      { property: "og:url", content: url },
    );
  }
  if (site && page.image) {
    tags.push(
      { property: "og:image", content: `${site.siteUrl}${page.image.src}` },
      { property: "og:image:width", content: String(page.image.width) },
      { property: "og:image:height", content: String(page.image.height) },
      { property: "og:image:alt", content: page.image.alt },
      { name: "twitter:card", content: "summary_large_image" },
    );
  }
  for (const data of page.structuredData ?? []) tags.push({ "script:ld+json": data });
  return tags;
}
