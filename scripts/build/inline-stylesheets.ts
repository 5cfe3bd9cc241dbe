/** A stylesheet link as React Router's `<Links />` writes it into a prerendered page. */
const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;

/** The build's stylesheets a page links to, by address. */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(stylesheetLink)].map(([, href = ""]) => href);
}

/** The attributes that keep a stylesheet link written into its page from being fetched. */
const notFetched = 'type="text/x-written-in" disabled=""';

/**
 * The page with each stylesheet of the build written into its head. A linked stylesheet
 * holds the first paint back by a round trip after the HTML (150 ms on a slow phone
 * connection); written in, the page paints from its HTML alone. The stylesheet is small
 * (about 6 KB compressed) and the site navigates without loading pages again, so it is sent
 * once per visit either way.
 *
 * The link stays right after the styles, for React to find when it hydrates the head React
 * Router rendered (it matches a link by rel and href alone). Two things keep browsers from
 * fetching it: a type that is not CSS, which no browser loads as a stylesheet, and `disabled`,
 * which the HTML standard says is not fetched but some Chromium versions fetch all the same.
 */
export function inlineStylesheets(html: string, stylesheets: ReadonlyMap<string, string>): string {
  // A page that runs islands only has no React to find the link: it goes.
  const app = html.includes("window.__reactRouterContext");
  return html.replace(stylesheetLink, (_link, href: string) => {
    const css = stylesheets.get(href);
    if (css === undefined) throw new Error(`the stylesheet ${href} is not in the build`);
    if (/<\/style/i.test(css)) throw new Error(`the stylesheet ${href} would end its own <style>`);
    const link = app ? `<link rel="stylesheet" href="${href}" ${notFetched}/>` : "";
    return `<style>${css}</style>${link}`;
  });
}
