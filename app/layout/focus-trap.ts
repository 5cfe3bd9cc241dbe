const focusable =
  "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * Keeps Tab and Shift+Tab cycling within `root` while `active()` says so, instead of leaving it.
 */
export function trapFocus(root: HTMLElement, active: () => boolean): void {
  root.addEventListener("keydown", (event) => {
    if (event.key !== "Tab" || !active()) return;
    const items = [...root.querySelectorAll<HTMLElement>(focusable)].filter(
      (item) => item.offsetParent !== null,
    );
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
}
