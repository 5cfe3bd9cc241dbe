import type { IslandStart } from "../islands/island-registry.ts";
import { wheelScrollDelta } from "./wheel-scroll.ts";

/**
 * A strip of projects: a vertical mouse wheel moves it sideways while it can move, and the
 * fades at its edges show where more is hidden (`data-more-before`, `data-more-after`).
 */
const start: IslandStart = (wrapper) => {
  const strip = wrapper.querySelector<HTMLElement>("[data-strip]");
  if (!strip) return;
  const fades = {
    before: wrapper.querySelector<HTMLElement>("[data-fade=before]"),
    after: wrapper.querySelector<HTMLElement>("[data-fade=after]"),
  };
  const update = () => {
    const max = strip.scrollWidth - strip.clientWidth;
    fades.before?.toggleAttribute("data-more-before", strip.scrollLeft > 1);
    fades.after?.toggleAttribute("data-more-after", strip.scrollLeft < max - 1);
  };
  update();
  new ResizeObserver(update).observe(strip);
  strip.addEventListener("scroll", update, { passive: true });
  // Not passive: the page must not scroll while the strip takes the wheel.
  strip.addEventListener(
    "wheel",
    (event) => {
      const delta = wheelScrollDelta(
        { x: event.deltaX, y: event.deltaY },
        strip.scrollLeft,
        strip.scrollWidth - strip.clientWidth,
      );
      if (delta === null) return;
      event.preventDefault();
      strip.scrollBy({ left: delta });
    },
    { passive: false },
  );
};

export default start;
