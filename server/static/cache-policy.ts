/** Long-lived caching for files whose name changes with their content, revalidation for the rest. */
export function cacheControlFor(file: string): string {
  if (file.startsWith("assets/") || file.startsWith("img/")) {
    return "public, max-age=31536000, immutable";
  }
  if (file.endsWith(".html") || file.endsWith(".data")) return "no-cache";
  return "public, max-age=3600, must-revalidate";
}
