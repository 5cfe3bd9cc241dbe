import { useId } from "react";
import type { Category } from "../../core/content/site-schema.ts";
import { islandMarker } from "../islands/island-registry.ts";
import { NavItem } from "./NavItem.tsx";
import { PortfolioLink } from "./PortfolioLink.tsx";

/**
 * The Portfolio link with its category dropdown, whose island (`portfolio-menu.island.ts`)
 * opens it on hover and from the disclosure button beside the link.
 */
export function PortfolioMenu({ categories }: { categories: Category[] }) {
  const menuId = useId();
  return (
    <div className="relative flex items-center gap-1" {...islandMarker("portfolio-menu")}>
      <PortfolioLink />
      <button
        type="button"
        aria-expanded={false}
        aria-controls={menuId}
        aria-label="Portfolio categories"
        className="group grid size-6 place-items-center rounded text-muted hover:text-ink"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="size-3 transition-transform group-aria-expanded:rotate-180"
        >
          <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <div id={menuId} hidden className="absolute top-full left-0 pt-2">
        <ul className="min-w-56 border border-line bg-white py-2 shadow-lg">
          {categories.map((category) => (
            <li key={category.slug} className="px-4 py-1.5">
              <NavItem to={`/category/${category.slug}`}>{category.name}</NavItem>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
