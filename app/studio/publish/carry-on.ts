import type { RefObject } from "react";

/**
 * Where a button pressed went with what it did (the focus fell to the page), the focus goes on
 * from the first of `from` on screen.
 */
export function carryOn(...from: RefObject<HTMLHeadingElement | null>[]): void {
  if (document.activeElement !== document.body) return;
  from.find((ref) => ref.current !== null)?.current?.focus();
}
