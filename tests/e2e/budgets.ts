/**
 * Byte budgets for what a public page loads before any interaction, gzip-compressed. Public
 * pages run islands only (no React in the browser until the lightbox or a notice is wanted), so
 * every page, Contact included, fits the budget the product sets for pages with nothing heavy
 * to do.
 */
export const firstLoadBudget = {
  javascriptGzipBytes: 20 * 1024,
  cssGzipBytes: 15 * 1024,
} as const;
