import { useLocation } from "react-router";
import { isCurrentPath, isPortfolioPath } from "./active-section.ts";
import { navLinkClass } from "./NavItem.tsx";

/** The Portfolio link, highlighted on the portfolio and on every category and project page. */
export function PortfolioLink() {
  const { pathname } = useLocation();
  const active = isPortfolioPath(pathname);
  const current = isCurrentPath(pathname, "/portfolio") ? "page" : active ? "true" : undefined;
  return (
    <a
      href="/portfolio"
      aria-current={current}
      data-active={active}
      className={navLinkClass(active)}
    >
      Portfolio
    </a>
  );
}
