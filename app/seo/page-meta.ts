import type { MetaDescriptor } from "react-router";
import type { Site } from "../content/site-schema.ts";

interface PageInfo {
  /** The page's own title; omitted for the home page, which carries the artist's name alone. */
  title?: string;
  description: string;
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

/** Title and description tags for a page, named after the artist. */
export function pageMeta(site: Site | undefined, page: PageInfo): MetaDescriptor[] {
  const name = site?.name ?? "";
  const title = page.title ? `${page.title} | ${name}` : `${name}: ${site?.tagline ?? ""}`;
  return [{ title }, { name: "description", content: page.description }];
}
