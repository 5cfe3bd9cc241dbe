import type { ReactNode } from "react";
import { islandMarker } from "../islands/island-registry.ts";

/**
 * A visual label for an icon link, shown by its island (`tooltip.island.ts`) after a hover
 * delay or at once on keyboard focus. The link carries the same words as its accessible name,
 * so the tooltip itself is hidden from assistive technology.
 */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="relative inline-flex" {...islandMarker("tooltip")}>
      {children}
      <span
        aria-hidden="true"
        data-tooltip={label}
        hidden
        className="pointer-events-none absolute top-full right-0 mt-2 whitespace-nowrap rounded bg-ink px-2 py-1 text-xs text-white shadow"
      >
        {label}
      </span>
    </span>
  );
}
