/**
 * An image whose path contains "placeholder" stands for work not photographed yet: it need not
 * exist, and the screens show "Coming Soon" in its place.
 */
export function isPlaceholderPath(path: string): boolean {
  return path.toLowerCase().includes("placeholder");
}
