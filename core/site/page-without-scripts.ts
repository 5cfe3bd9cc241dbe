const scripts = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const modulePreloads = /<link\b[^>]*\brel="?modulepreload"?[^>]*>/gi;

/**
 * A prerendered page that never starts the app: its scripts and module preloads removed, its
 * structured data kept. Everything on the Not-found page works without them (links, the menu's
 * popover), and a page served at an address the app would route elsewhere must not hydrate
 * there: React would meet markup of another route and draw the page a second time.
 */
export function pageWithoutScripts(html: string): string {
  return html
    .replace(scripts, (element, attributes: string) =>
      /\btype\s*=\s*["']?application\/ld\+json/i.test(attributes) ? element : "",
    )
    .replace(modulePreloads, "");
}
