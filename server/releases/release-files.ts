/** The files of one release folder, shared by the build that writes them and the server. */
export const releaseFiles = {
  /** What is served: pages, data, assets, images. */
  client: "client",
  /** How unknown addresses and old addresses are answered (`SiteRouting`). */
  routing: "site-routing.json",
  /** The hashes of each page's inline scripts, for its Content Security Policy. */
  pageHashes: "page-hashes.json",
  /** The site's settings (`content/site.yaml`) as they were built. */
  site: "site.json",
  /** The content folder the release was built from. */
  content: "content",
  /**
   * The projects of that content outside their live window when it was built, held back from
   * the build but kept, so that their moment can publish them as they were published. Laid
   * out as a content folder: `projects/<id>/`.
   */
  heldBack: "held-back",
  /** What the build records about itself (`ReleaseInfo`); present only in a complete release. */
  info: "release.json",
  /**
   * The Not-found page without its scripts, for addresses the app would route elsewhere (the
   * Studio's, while it is off): it must not hydrate there.
   */
  notFoundWithoutScripts: "not-found-without-scripts.html",
  /** The image step's manifest. */
  imageManifest: "image-manifest.json",
  /** Which pages are unlisted or private, and the files of each private project (`PageAccess`). */
  pageAccess: "page-access.json",
  /**
   * What is served only with a private project's cookie: a folder per project laid out like
   * `client/` (its page, its data, its `img/` files), and the password form's pages.
   */
  private: "private",
} as const;

/**
 * A file of a release only while it keeps AI crawlers out (`blockAiCrawlers` in site.yaml):
 * Caddy, which cannot read site.json, looks for it on each request (deploy/Caddyfile).
 */
export const aiCrawlersMark = "block-ai-crawlers";

/** The folder of the password form's pages inside `private/`; not a slug, so never a project. */
export const accessPagesFolder = "_access";
