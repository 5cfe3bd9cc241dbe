import { loadSite } from "../../core/content/site.server.ts";
import type { Site } from "../../core/content/site-schema.ts";
import { ServedReleases } from "./served-releases.ts";

/**
 * The site's settings as the server uses them: those of the build being served, or of the
 * content folder before the first build.
 */
export function siteOfServedBuild(buildRoot: string): Site {
  return new ServedReleases(buildRoot).current()?.site ?? loadSite();
}
