/**
 * The path without a trailing slash. Prerendering renders each page at `/<path>/`, so the
 * highlighted link must not depend on that slash, or the static HTML would highlight nothing.
 */
export function normalizePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** Whether a header link points at the page being shown. */
export function isCurrentPath(pathname: string, to: string): boolean {
  return normalizePathname(pathname) === to;
}

/** The Portfolio link stays highlighted on the portfolio, its categories and its projects. */
export function isPortfolioPath(pathname: string): boolean {
  return /^\/(portfolio|category|project)(\/|$)/.test(pathname);
}
