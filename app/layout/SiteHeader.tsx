import type { Category, Site } from "../../core/content/site-schema.ts";
import { MobileMenu } from "./MobileMenu.tsx";
import { NavItem } from "./NavItem.tsx";
import { PortfolioMenu } from "./PortfolioMenu.tsx";
import { SocialLinks } from "./SocialLinks.tsx";

interface SiteHeaderProps {
  site: Pick<Site, "name" | "social" | "newsletter">;
  categories: Category[];
}

export function SiteHeader({ site, categories }: SiteHeaderProps) {
  return (
    <header className="site-header fixed inset-x-0 top-0 z-50 h-(--header-height) border-b border-line bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-6 px-4 md:px-8">
        <a href="/" className="font-serif text-xl tracking-wide text-ink">
          {site.name}
        </a>
        <nav aria-label="Main" className="hidden items-center gap-7 md:flex">
          <PortfolioMenu categories={categories} />
          <NavItem to="/blog">Blog</NavItem>
          <NavItem to="/contact">Contact</NavItem>
          <NavItem to="/about">About</NavItem>
          <SocialLinks site={site} />
        </nav>
        <MobileMenu site={site} categories={categories} />
      </div>
    </header>
  );
}
