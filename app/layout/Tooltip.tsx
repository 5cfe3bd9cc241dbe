import { type ReactNode, useEffect, useRef, useState } from "react";
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "./layout-timing.ts";

// Shared by every tooltip: moving from one icon to the next shows the next tooltip at once.
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * A visual label for an icon link. It opens after a hover delay (or at once on keyboard
 * focus), and Escape dismisses it. The link carries the same words as its accessible name,
 * so the tooltip itself is hidden from assistive technology.
 */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpenState] = useState(false);
  const openRef = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const setOpen = (value: boolean) => {
    openRef.current = value;
    setOpenState(value);
  };

  const show = (delay: number) => {
    window.clearTimeout(timer.current);
    const recentlyClosed = performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    if (delay === 0 || recentlyClosed) setOpen(true);
    else timer.current = window.setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    // Recorded at once, not in a state updater: the next icon's pointerenter comes right after.
    if (openRef.current) lastClosedAt = performance.now();
    setOpen(false);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapped link is the interactive element; the wrapper only watches hover and focus
    <span
      className="relative inline-flex"
      onPointerEnter={(event) => event.pointerType === "mouse" && show(TOOLTIP_OPEN_DELAY_MS)}
      onPointerLeave={hide}
      onFocus={() => show(0)}
      onBlur={hide}
      onKeyDown={(event) => event.key === "Escape" && hide()}
    >
      {children}
      <span
        aria-hidden="true"
        data-tooltip={label}
        hidden={!open}
        className="pointer-events-none absolute top-full right-0 mt-2 whitespace-nowrap rounded bg-ink px-2 py-1 text-xs text-white shadow"
      >
        {label}
      </span>
    </span>
  );
}
