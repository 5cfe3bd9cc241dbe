/** One step of the trail from the home page to a page: its name and its address on the site. */
export interface Crumb {
  name: string;
  path: string;
}

/** Schema.org BreadcrumbList, such as Home > Portfolio > Painting > Florescence. */
export function breadcrumbJsonLd(
  siteUrl: string,
  crumbs: readonly Crumb[],
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}
