/**
 * The address of the newsletter feed's own page, which the Blog page shows in a sandboxed frame:
 * the platform's script runs there, never in the site's pages. The build writes it, the server
 * gives it its own security policy.
 */
export const feedFramePath = "/embeds/newsletter-feed";

/** The file of that page in a build's `client/` folder. */
export const feedFrameFile = `${feedFramePath.slice(1)}/index.html`;
