import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { Category, Site } from "../../core/content/site-schema.ts";
import { NavItem } from "./NavItem.tsx";
import { PortfolioLink } from "./PortfolioLink.tsx";
import { SocialLinks } from "./SocialLinks.tsx";
import { useFocusTrap } from "./use-focus-trap.ts";

function closePanel(panel: HTMLElement | null): void {
  if (panel?.matches(":popover-open")) panel.hidePopover();
}

interface MobileMenuProps {
  site: Pick<Site, "social" | "newsletter">;
  categories: Category[];
}

/**
 * The hamburger menu of narrow screens, with the same items as the header. While open,
 * focus stays inside it; Escape or choosing an item closes it and focus returns to the button.
 * The panel is a native popover opened by its button, so the menu works before the page's
 * script has run; once it runs, the component follows the popover's state.
 */
export function MobileMenu({ site, categories }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  useFocusTrap(containerRef, open);

  // A menu opened before the page's script ran is already open when the component takes over.
  useLayoutEffect(() => setOpen(panelRef.current?.matches(":popover-open") ?? false), []);

  // A navigation (including the browser's back button) closes the menu; the page it was
  // opened on does not.
  const menuPath = useRef(pathname);
  useEffect(() => {
    if (menuPath.current === pathname) return;
    menuPath.current = pathname;
    closePanel(panelRef.current);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("a[href]")?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const closeMenu = () => closePanel(panelRef.current);
  const closeAndReturnFocus = () => {
    closeMenu();
    buttonRef.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside the open menu closes it
    <div
      ref={containerRef}
      className="md:hidden"
      onKeyDown={(event) => event.key === "Escape" && open && closeAndReturnFocus()}
    >
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={panelId}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        className="grid size-10 place-items-center rounded text-ink"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        onToggle={(event) => setOpen(event.newState === "open")}
        // The browser's popover box (centred, sized to fit, bordered) gives way to the panel's.
        className="fixed inset-x-0 top-(--header-height) bottom-0 m-0 h-auto max-h-none w-auto max-w-none overflow-y-auto border-0 border-t border-line bg-white px-6 py-8 text-ink"
      >
        <nav aria-label="Main">
          <ul className="flex flex-col gap-5 text-lg">
            <li>
              <PortfolioLink onNavigate={closeMenu} />
              <ul className="mt-3 flex flex-col gap-3 border-l border-line pl-4">
                {categories.map((category) => (
                  <li key={category.slug}>
                    <NavItem to={`/category/${category.slug}`} onNavigate={closeMenu}>
                      {category.name}
                    </NavItem>
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <NavItem to="/blog" onNavigate={closeMenu}>
                Blog
              </NavItem>
            </li>
            <li>
              <NavItem to="/contact" onNavigate={closeMenu}>
                Contact
              </NavItem>
            </li>
            <li>
              <NavItem to="/about" onNavigate={closeMenu}>
                About
              </NavItem>
            </li>
          </ul>
        </nav>
        <div className="mt-8">
          <SocialLinks site={site} />
        </div>
      </div>
    </div>
  );
}
