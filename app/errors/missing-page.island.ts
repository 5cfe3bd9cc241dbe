import type { IslandStart } from "../islands/island-registry.ts";

/** The Not-found page names the missing address in the console, as the visitor typed it. */
const start: IslandStart = () => {
  // A warning rather than an error: a visitor's mistyped address is not a fault of the site.
  console.warn("404: the visitor asked for a page that does not exist:", window.location.pathname);
};

export default start;
