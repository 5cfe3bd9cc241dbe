import type { IslandStart } from "../islands/island-registry.ts";
import { trapFocus } from "./focus-trap.ts";

/**
 * The hamburger menu of narrow screens. Its panel is a native popover that its button opens
 * without any script; the island adds what the popover lacks: the button says whether the menu
 * is open, focus goes to the first item and stays inside the menu while it is open, the page
 * behind does not scroll, and Escape or choosing an item closes it with focus back on the
 * button. A page the browser brings back from its history shows the menu closed.
 */
const start: IslandStart = (menu) => {
  const button = menu.querySelector<HTMLButtonElement>("button[popovertarget]");
  const panel = menu.querySelector<HTMLElement>("[popover]");
  if (!button || !panel) return;
  const isOpen = () => panel.matches(":popover-open");
  let pageOverflow = "";
  const show = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", open ? "Close menu" : "Open menu");
    if (open) {
      pageOverflow = document.body.style.overflow;
      document.body.style.overflow = "hidden";
      panel.querySelector<HTMLElement>("a[href]")?.focus();
    } else document.body.style.overflow = pageOverflow;
  };
  const close = () => {
    if (isOpen()) panel.hidePopover();
  };
  panel.addEventListener("toggle", (event) => show((event as ToggleEvent).newState === "open"));
  trapFocus(menu, isOpen);
  menu.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    close();
    button.focus();
  });
  panel.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a[href]")) close();
  });
  window.addEventListener("pageshow", (event) => event.persisted && close());
  // A menu opened before this script ran is open already.
  if (isOpen()) show(true);
};

export default start;
