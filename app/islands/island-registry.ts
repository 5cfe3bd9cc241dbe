/**
 * The islands of the public pages: the parts of a prerendered page that act. An element marked
 * `data-island="<name>"` is started by its island's module once the page has painted
 * (`app/boot/start-app-after-first-paint.ts`); the build bundles each module on its own and
 * loads on a page only those whose name the page carries (`scripts/build/island-scripts.ts`).
 * Each module's default export is an `IslandStart`.
 */
export const islandModules = {
  "mobile-menu": "app/layout/mobile-menu.island.ts",
  "portfolio-menu": "app/layout/portfolio-menu.island.ts",
  tooltip: "app/layout/tooltip.island.ts",
  "site-footer": "app/layout/site-footer.island.ts",
  picture: "app/images/picture.island.ts",
  "near-item": "app/images/near-item.island.ts",
  "strip-scroll": "app/portfolio/strip-scroll.island.ts",
  "missing-page": "app/errors/missing-page.island.ts",
  "newsletter-feed": "app/newsletter/newsletter-feed.island.ts",
  "newsletter-signup": "app/newsletter/newsletter-signup.island.ts",
  notices: "app/notices/notices.island.ts",
  "contact-form": "app/contact/contact-form.island.ts",
  slideshow: "app/home/slideshow.island.ts",
  "project-gallery": "app/project/project-gallery.island.ts",
  "project-video": "app/project/project-video.island.ts",
  "external-player": "app/project/external-player.island.ts",
} as const;

export type IslandName = keyof typeof islandModules;

/** Starts an island on one element of the page; a promise settles once it is ready. */
export type IslandStart = (element: HTMLElement) => void | Promise<void>;

/** The attribute that marks an element as an island's, for a component to spread on it. */
export function islandMarker(name: IslandName): { "data-island": IslandName } {
  return { "data-island": name };
}
