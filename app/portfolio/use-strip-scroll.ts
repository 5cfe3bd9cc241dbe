import { type RefObject, useEffect, useState } from "react";
import { wheelScrollDelta } from "./wheel-scroll.ts";

export interface StripEdges {
  /** There is more to the left / right of what is shown. */
  before: boolean;
  after: boolean;
}

/**
 * Lets a vertical mouse wheel move a horizontal strip while it can move, and reports whether
 * there is more to scroll on either side so the strip can show it.
 */
export function useStripScroll(ref: RefObject<HTMLElement | null>): StripEdges {
  const [edges, setEdges] = useState<StripEdges>({ before: false, after: false });

  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const update = () => {
      const max = strip.scrollWidth - strip.clientWidth;
      setEdges({ before: strip.scrollLeft > 1, after: strip.scrollLeft < max - 1 });
    };
    const onWheel = (event: WheelEvent) => {
      const delta = wheelScrollDelta(
        { x: event.deltaX, y: event.deltaY },
        strip.scrollLeft,
        strip.scrollWidth - strip.clientWidth,
      );
      if (delta === null) return;
      event.preventDefault();
      strip.scrollBy({ left: delta });
    };
    update();
    const resize = new ResizeObserver(update);
    resize.observe(strip);
    strip.addEventListener("scroll", update, { passive: true });
    // Not passive: the page must not scroll while the strip takes the wheel.
    strip.addEventListener("wheel", onWheel, { passive: false });
    return () => {
      resize.disconnect();
      strip.removeEventListener("scroll", update);
      strip.removeEventListener("wheel", onWheel);
    };
  }, [ref]);

  return edges;
}
