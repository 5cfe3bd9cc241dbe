import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
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
  onNavigate?: () => void;
}

/** A header link that highlights itself while its page is shown. */
export function NavItem({ to, children, onNavigate }: NavItemProps) {
  const active = isCurrentPath(useLocation().pathname, to);
  return (
    <Link
      to={to}
      aria-current={active ? "page" : undefined}
      className={navLinkClass(active)}
      onClick={onNavigate}
    >
      {children}
    </Link>
  );
}
