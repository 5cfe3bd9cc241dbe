/**
 * How far a vertical mouse wheel turn moves a horizontal strip: the wheel's distance while the
 * strip can still move that way, or `null` when the strip is at its end (or the gesture is
 * already horizontal, as on a trackpad), so that the page scrolls instead.
 */
export function wheelScrollDelta(
  delta: { x: number; y: number },
  scrollLeft: number,
  maxScrollLeft: number,
): number | null {
  if (Math.abs(delta.x) >= Math.abs(delta.y) || delta.y === 0) return null;
  if (delta.y > 0 && scrollLeft >= maxScrollLeft - 1) return null;
  if (delta.y < 0 && scrollLeft <= 0) return null;
  return delta.y;
}
