import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import type { Category } from "../../core/content/site-schema.ts";
import { DROPDOWN_CLOSE_DELAY_MS } from "./layout-timing.ts";
import { NavItem } from "./NavItem.tsx";
import { PortfolioLink } from "./PortfolioLink.tsx";

/**
 * The Portfolio link with its category dropdown: opens on hover, closes 150 ms after the
 * pointer leaves or at once when a category is chosen. Keyboard users open it with the
 * disclosure button beside the link; Escape closes it and returns focus to that button.
 */
export function PortfolioMenu({ categories }: { categories: Category[] }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const openNow = () => {
    cancelClose();
    setOpen(true);
  };
  const closeNow = () => {
    cancelClose();
    setOpen(false);
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const isMouse = (event: PointerEvent) => event.pointerType !== "touch";
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      closeNow();
      toggleRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) closeNow();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and Escape apply to the whole menu; its link and button are the interactive parts
    <div
      className="relative flex items-center gap-1"
      onPointerEnter={(event) => isMouse(event) && openNow()}
      onPointerLeave={(event) => isMouse(event) && closeSoon()}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <PortfolioLink onNavigate={closeNow} />
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Portfolio categories"
        onClick={() => (open ? closeNow() : openNow())}
        className="grid size-6 place-items-center rounded text-muted hover:text-ink"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className={`size-3 transition-transform ${open ? "rotate-180" : ""}`}
        >
          <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <div id={menuId} hidden={!open} className="absolute top-full left-0 pt-2">
        <ul className="min-w-56 border border-line bg-white py-2 shadow-lg">
          {categories.map((category) => (
            <li key={category.slug} className="px-4 py-1.5">
              <NavItem to={`/category/${category.slug}`} onNavigate={closeNow}>
                {category.name}
              </NavItem>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
