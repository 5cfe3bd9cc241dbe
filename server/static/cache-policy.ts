/** Files whose name changes with their content: the same address always means the same bytes. */
export function isContentAddressed(file: string): boolean {
  return file.startsWith("assets/") || file.startsWith("img/");
}

/** Long-lived caching for files whose name changes with their content, revalidation for the rest. */
export function cacheControlFor(file: string): string {
  if (isContentAddressed(file)) return "public, max-age=31536000, immutable";
  if (file.endsWith(".html") || file.endsWith(".data")) return "no-cache";
  return "public, max-age=3600, must-revalidate";
}
