/** One candidate of a `srcset`, with the height that keeps the picture's proportions. */
export interface SrcsetEntry {
  src: string;
  width: number;
  height: number;
}

/** The candidates of a `srcset` list of width descriptors ("a.webp 800w, b.webp 1280w"). */
export function srcsetEntries(
  srcset: string,
  size: { width: number; height: number },
): SrcsetEntry[] {
  return srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .flatMap(([src, descriptor]) => {
      const match = descriptor ? /^(\d+)w$/.exec(descriptor) : null;
      if (!src || !match) return [];
      const width = Number(match[1]);
      return [{ src, width, height: Math.round((width * size.height) / size.width) }];
    });
}
