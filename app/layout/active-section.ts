/** The Portfolio link stays highlighted on the portfolio, its categories and its projects. */
export function isPortfolioPath(pathname: string): boolean {
  return /^\/(portfolio|category|project)(\/|$)/.test(pathname);
}
