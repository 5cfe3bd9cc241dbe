import { useId } from "react";
import type { Category, Site } from "../../core/content/site-schema.ts";
import { islandMarker } from "../islands/island-registry.ts";
import { NavItem } from "./NavItem.tsx";
import { PortfolioLink } from "./PortfolioLink.tsx";
import { SocialLinks } from "./SocialLinks.tsx";

interface MobileMenuProps {
  site: Pick<Site, "social" | "newsletter">;
  categories: Category[];
}

/**
 * The hamburger menu of narrow screens, with the same items as the header. The panel is a
 * native popover opened by its button, so the menu works before any script has run; its island
 * (`mobile-menu.island.ts`) keeps focus inside while it is open and closes it on Escape or on
 * choosing an item, with focus back on the button.
 */
export function MobileMenu({ site, categories }: MobileMenuProps) {
  const panelId = useId();
  return (
    <div className="md:hidden" {...islandMarker("mobile-menu")}>
      <button
        type="button"
        popoverTarget={panelId}
        aria-expanded={false}
        aria-controls={panelId}
        aria-label="Open menu"
        className="group grid size-10 place-items-center rounded text-ink"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <path className="group-aria-expanded:hidden" d="M4 7h16M4 12h16M4 17h16" />
          <path className="hidden group-aria-expanded:inline" d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
      <div
        id={panelId}
        popover="auto"
        // The browser's popover box (centred, sized to fit, bordered) gives way to the panel's.
        className="fixed inset-x-0 top-(--header-height) bottom-0 m-0 h-auto max-h-none w-auto max-w-none overflow-y-auto border-0 border-t border-line bg-white px-6 py-8 text-ink"
      >
        <nav aria-label="Main">
          <ul className="flex flex-col gap-5 text-lg">
            <li>
              <PortfolioLink />
              <ul className="mt-3 flex flex-col gap-3 border-l border-line pl-4">
                {categories.map((category) => (
                  <li key={category.slug}>
                    <NavItem to={`/category/${category.slug}`}>{category.name}</NavItem>
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <NavItem to="/blog">Blog</NavItem>
            </li>
            <li>
              <NavItem to="/contact">Contact</NavItem>
            </li>
            <li>
              <NavItem to="/about">About</NavItem>
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
