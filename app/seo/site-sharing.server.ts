import { loadAbout } from "../../core/content/about.server.ts";
import { loadHomeSlides } from "../../core/content/home.server.ts";
import { imageData } from "../../core/images/image-manifest.server.ts";
import type { ImageManifest } from "../../core/images/image-manifest.ts";
import { isPlaceholderPath } from "../../core/images/placeholder-path.ts";
import { shareImage } from "./share-image.ts";
import type { SiteSharing } from "./site-sharing.ts";

/** The site's link-preview picture (the first home slide) and the artist's portrait. */
export function loadSiteSharing(manifest: ImageManifest): SiteSharing {
  const [firstSlide] = loadHomeSlides();
  const { portrait } = loadAbout();
  const image = firstSlide ? shareImage(manifest, firstSlide.path, firstSlide.alt) : undefined;
  return {
    ...(image ? { image } : {}),
    ...(isPlaceholderPath(portrait) ? {} : { portrait: imageData(manifest, portrait).src }),
  };
}
