/**
 * How the server answers addresses that are not files of the build: which prerendered page
 * stands in for an unknown address (with HTTP 404), and which old addresses redirect.
 * Written by the build to `build/site-routing.json`.
 */
export interface SiteRouting {
  /** The page for any unknown address that no more specific rule covers. */
  notFoundPage: string;
  /** More specific stand-ins, e.g. an unknown project shows "Project not found". */
  notFoundByPrefix: { prefix: string; page: string }[];
  /** Old or alternative addresses and where they now live. */
  redirects: Record<string, string>;
}
