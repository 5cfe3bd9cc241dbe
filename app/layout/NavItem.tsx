import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { isCurrentPath } from "./active-section.ts";

export const navLinkClass = (active: boolean): string =>
  `relative py-1 text-sm tracking-wide transition-colors underline-offset-8 ${
    active
      ? "text-ink underline decoration-accent decoration-2"
      : "text-muted hover:text-ink hover:underline hover:decoration-line"
  }`;

interface NavItemProps {
  to: string;
  children: ReactNode;
}

/**
 * A header link that highlights itself while its page is shown. Public pages are documents:
 * a plain link loads the next one (prerendered ahead by the speculation rules).
 */
export function NavItem({ to, children }: NavItemProps) {
  const active = isCurrentPath(useLocation().pathname, to);
  return (
    <a href={to} aria-current={active ? "page" : undefined} className={navLinkClass(active)}>
      {children}
    </a>
  );
}
