/**
 * Byte budgets for what a page loads before any interaction, gzip-compressed.
 * React and the router alone weigh about 110 KB; everything a screen adds must fit the rest.
 */
export const firstLoadBudget = {
  javascriptGzipBytes: 125 * 1024,
  cssGzipBytes: 15 * 1024,
} as const;
