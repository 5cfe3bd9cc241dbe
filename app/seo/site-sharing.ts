import type { ShareImage } from "./share-image.ts";

/**
 * What every page's meta tags take from the content besides `site.yaml`, prepared by the root
 * loader at build time: the site's own link-preview picture and the artist's portrait.
 */
export interface SiteSharing {
  /** The first home slide, cropped for link previews; none when it is a placeholder. */
  image?: ShareImage;
  /** The public address of the artist's portrait, for the Person structured data. */
  portrait?: string;
}
