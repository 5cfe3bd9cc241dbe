import type { MetaDescriptor } from "react-router";
import type { Site } from "../../core/content/site-schema.ts";
import { aiRobotsDirectives } from "../../core/site/ai-crawlers.ts";
import { personJsonLd } from "./person-json-ld.ts";
import type { ShareImage } from "./share-image.ts";
import type { SiteSharing } from "./site-sharing.ts";

/** The artist's configuration with the pictures every page's meta tags may use. */
export type MetaSite = Site & { sharing?: SiteSharing };

interface PageBase {
  /** The page's own title; omitted for the home page, which carries the artist's name alone. */
  title?: string;
  description: string;
  /** The picture shown when the page is shared; the site's own image when omitted. */
  image?: ShareImage;
  /** "article" for a page about one work (a project); "website" otherwise. */
  type?: "website" | "article";
  /** Schema.org objects describing what the page shows (an artwork, breadcrumbs). */
  structuredData?: Record<string, unknown>[];
}

/**
 * A page of the site has an address ("/about") for its canonical URL and share cards; only the
 * Not-found pages, kept out of search results, have none of their own.
 */
export type PageInfo = PageBase &
  ({ path: string; noindex?: false } | { path?: undefined; noindex: true });

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/**
 * The artist's configuration and share pictures, read from the root route's data inside a
 * `meta` export.
 */
export function siteFromMatches(
  matches: ReadonlyArray<MatchLike | undefined>,
): MetaSite | undefined {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  if (!root || typeof root !== "object" || !("site" in root)) return undefined;
  const sharing = "sharing" in root ? (root.sharing as SiteSharing) : undefined;
  return { ...(root.site as Site), ...(sharing ? { sharing } : {}) };
}

/**
 * Title, description, canonical link, Open Graph and Twitter card tags for a page, named
 * after the artist, with the artist's Person structured data. React Router renders only the
 * deepest route's `meta`, so every page carries the Person itself rather than the root.
 */
export function pageMeta(site: MetaSite | undefined, page: PageInfo): MetaDescriptor[] {
  const name = site?.name ?? "";
  const title = page.title ? `${page.title} | ${name}` : `${name}: ${site?.tagline ?? ""}`;
  const tags: MetaDescriptor[] = [{ title }, { name: "description", content: page.description }];
  const robots = [
    ...(page.noindex ? ["noindex"] : []),
    ...(site?.blockAiCrawlers ? [aiRobotsDirectives] : []),
  ];
  if (robots.length > 0) tags.push({ name: "robots", content: robots.join(", ") });
  if (!site) return tags;

  const image = page.image ?? site.sharing?.image;
  tags.push(
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
  );
  if (page.path !== undefined && !page.noindex) {
    const url = `${site.siteUrl}${page.path}`;
    tags.push(
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:url", content: url },
    );
  }
  if (image) {
    const src = `${site.siteUrl}${image.src}`;
    tags.push(
      { property: "og:image", content: src },
      { property: "og:image:width", content: String(image.width) },
      { property: "og:image:height", content: String(image.height) },
      { property: "og:image:alt", content: image.alt },
    );
  }
  tags.push(
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
  );
  if (image) {
    tags.push(
      { name: "twitter:image", content: `${site.siteUrl}${image.src}` },
      { name: "twitter:image:alt", content: image.alt },
    );
  }
  const structuredData = [
    personJsonLd(site, site.sharing?.portrait),
    ...(page.structuredData ?? []),
  ];
  for (const data of structuredData) tags.push({ "script:ld+json": data });
  return tags;
}
