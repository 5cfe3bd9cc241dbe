import type { IslandStart } from "../islands/island-registry.ts";
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "./layout-timing.ts";

// Shared by every tooltip: moving from one icon to the next shows the next tooltip at once.
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * A visual label for an icon link. It opens after a hover delay (or at once on keyboard
 * focus), and Escape dismisses it.
 */
const start: IslandStart = (wrapper) => {
  const tip = wrapper.querySelector<HTMLElement>("[data-tooltip]");
  if (!tip) return;
  let timer: number | undefined;
  const show = (delay: number) => {
    window.clearTimeout(timer);
    const recentlyClosed = performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    if (delay === 0 || recentlyClosed) tip.hidden = false;
    else timer = window.setTimeout(() => (tip.hidden = false), delay);
  };
  const hide = () => {
    window.clearTimeout(timer);
    if (!tip.hidden) lastClosedAt = performance.now();
    tip.hidden = true;
  };
  wrapper.addEventListener(
    "pointerenter",
    (event) => event.pointerType === "mouse" && show(TOOLTIP_OPEN_DELAY_MS),
  );
  wrapper.addEventListener("pointerleave", hide);
  wrapper.addEventListener("focusin", () => show(0));
  wrapper.addEventListener("focusout", hide);
  wrapper.addEventListener("keydown", (event) => event.key === "Escape" && hide());
};

export default start;
