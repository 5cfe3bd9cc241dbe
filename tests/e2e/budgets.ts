/**
 * Byte budgets for what a page loads before any interaction, gzip-compressed.
 * A page that runs the app, or a React island, loads React (and the app, React Router): about
 * 60 to 110 KB alone, everything a screen adds must fit the rest. A page of plain islands only
 * (About, the Portfolio, a category, Blog, Not-found, Home) has a budget of its own.
 */
export const firstLoadBudget = {
  javascriptGzipBytes: 125 * 1024,
  islandsOnlyJavascriptGzipBytes: 20 * 1024,
  cssGzipBytes: 15 * 1024,
} as const;
