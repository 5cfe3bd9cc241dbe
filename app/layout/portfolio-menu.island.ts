import type { IslandStart } from "../islands/island-registry.ts";
import { DROPDOWN_CLOSE_DELAY_MS } from "./layout-timing.ts";

/**
 * The Portfolio link's category dropdown: opens on hover, closes 150 ms after the pointer leaves
 * or at once when a category is chosen or focus leaves it. Keyboard users open it with the
 * disclosure button beside the link; Escape closes it and returns focus to that button.
 */
const start: IslandStart = (menu) => {
  const toggle = menu.querySelector<HTMLButtonElement>("button[aria-controls]");
  const list = document.getElementById(toggle?.getAttribute("aria-controls") ?? "");
  if (!toggle || !list) return;
  let closeTimer: number | undefined;
  const isOpen = () => !list.hidden;
  const setOpen = (open: boolean) => {
    window.clearTimeout(closeTimer);
    list.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
  };
  const isMouse = (event: PointerEvent) => event.pointerType !== "touch";
  menu.addEventListener("pointerenter", (event) => isMouse(event) && setOpen(true));
  menu.addEventListener("pointerleave", (event) => {
    if (!isMouse(event)) return;
    window.clearTimeout(closeTimer);
    closeTimer = window.setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  });
  toggle.addEventListener("click", () => setOpen(!isOpen()));
  menu.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    setOpen(false);
    toggle.focus();
  });
  menu.addEventListener("focusout", (event) => {
    if (!menu.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  menu.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a[href]")) setOpen(false);
  });
  window.addEventListener("pageshow", (event) => event.persisted && setOpen(false));
  // From here on the island opens the dropdown, not the stylesheet's hover rule.
  menu.dataset.started = "";
};

export default start;
