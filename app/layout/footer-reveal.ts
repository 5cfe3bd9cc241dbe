import { FOOTER_REVEAL_DISTANCE_PX, MOBILE_BREAKPOINT_PX } from "./layout-timing.ts";

export interface PageGeometry {
  viewportWidth: number;
  viewportHeight: number;
  scrollY: number;
  scrollHeight: number;
}

/**
 * Wide screens always show the footer; narrow ones only near the bottom of the page,
 * which includes pages too short to scroll at all.
 */
export function isFooterRevealed(page: PageGeometry): boolean {
  if (page.viewportWidth >= MOBILE_BREAKPOINT_PX) return true;
  const distanceToBottom = page.scrollHeight - (page.scrollY + page.viewportHeight);
  return distanceToBottom <= FOOTER_REVEAL_DISTANCE_PX;
}
