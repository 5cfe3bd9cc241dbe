/** The search parameter that names the image open in the lightbox, counted from 1. */
const imageParam = "image";

/** The open image's index (from 0) named by the address, or `null` when none or out of range. */
export function openImageIndex(search: URLSearchParams, count: number): number | null {
  const value = search.get(imageParam);
  if (value === null || !/^\d+$/.test(value)) return null;
  const index = Number(value) - 1;
  return index >= 0 && index < count ? index : null;
}

/** The address's search part with image `index` (from 0) open, other parameters kept. */
export function withOpenImage(search: URLSearchParams, index: number | null): string {
  const next = new URLSearchParams(search);
  if (index === null) next.delete(imageParam);
  else next.set(imageParam, String(index + 1));
  const text = next.toString();
  return text ? `?${text}` : "";
}
